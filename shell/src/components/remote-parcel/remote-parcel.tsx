import { memo, Suspense, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, start as startSingleSpa } from 'single-spa';
import { getRuntimeConfig } from '@qce/shared-kit/config';
import { toTransportProps } from '@qce/shared-kit/remote';
import type { ParcelTransportProps } from '@qce/shared-kit/remote';
import type { ParcelConfig } from 'single-spa';
import type { RemoteName } from '../../lib/federation/remote-registry';
import { reportRemoteError } from '../../lib/federation/report-remote-error';
import { forgetParcel, getParcelEntry } from './parcel-cache';
import { guardLifecycles } from './guard-lifecycles';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { RouteFallback } from '../route-fallback';
import styles from './remote-parcel.module.css';

export interface RemoteParcelProps {
  remote: RemoteName;
  /** Display name of the track, used in the loading and unavailable texts. */
  track: string;
}

const BASENAME = '/qce';

// single-spa's start patches the history API so a URL a remote pushes reaches the shell router (as a
// popstate); parcels need no registerApplication. Started with the first remote, not at boot: the
// landing never downloads single-spa (docs/performance.md).
startSingleSpa({ urlRerouteOnly: true });

/**
 * <Parcel> calls the remote's `update` on every re-render, so it only re-renders when its
 * (memoised) props change. `config` is <Parcel>'s own prop (the lifecycles); the runtime config
 * travels as `runtimeConfig` (see ParcelTransportProps).
 */
const StableParcel = memo(function StableParcel({
  lifecycles,
  transport,
  onError,
  onMounted,
}: {
  lifecycles: ParcelConfig<ParcelTransportProps>;
  transport: ParcelTransportProps;
  onError: (error: Error) => void;
  onMounted: () => void;
}) {
  const guarded = useMemo(() => guardLifecycles(lifecycles, onError), [lifecycles, onError]);
  return (
    <Parcel
      config={guarded as ParcelConfig}
      mountParcel={mountRootParcel}
      wrapClassName={styles.mount}
      handleError={onError}
      parcelDidMount={onMounted}
      {...transport}
    />
  );
});

/** The loading line, or the static page's heading and text at a static route (ADR 008). */
const loadingView = (track: string) => (
  <RouteFallback status={`Loading ${track}…`} statusClassName={styles.loading} />
);

function MountedParcel({ remote, track }: { remote: RemoteName; track: string }) {
  // Resolved before <Parcel> mounts: a failed load throws here, inside the error boundary. `use()` is
  // called on every render (React warns when a render that suspended on it is retried without it); a
  // settled load answers at once (parcel-cache marks the promise).
  const lifecycles = use(getParcelEntry(remote).promise);
  const routerNavigate = useNavigate();
  const [mountError, setMountError] = useState<Error | null>(null);
  // A failed mount/update is rethrown during render so the boundary shows the panel.
  if (mountError) throw mountError;

  const navigate = useCallback((path: string) => routerNavigate(path), [routerNavigate]);
  const transport = useMemo(
    () => toTransportProps({ basename: BASENAME, navigate, config: getRuntimeConfig() }),
    [navigate],
  );
  // The remote renders into its wrapper a moment after the wrapper is committed: until its mount has
  // resolved, the loading view stays and the wrapper is transparent and inert, so no frame shows an
  // empty page and assistive technology sees one page, not the loading view and the remote's copy.
  const [mounted, setMounted] = useState(false);
  const onMounted = useCallback(() => setMounted(true), []);
  return (
    <>
      {!mounted && loadingView(track)}
      <div
        className={mounted ? undefined : styles.mounting}
        data-parcel-mounted={mounted}
        // Until then the loading view is the page: one <main>, nothing unseen in the tab order.
        inert={!mounted}
        aria-hidden={mounted ? undefined : true}
      >
        <StableParcel
          lifecycles={lifecycles}
          transport={transport}
          onError={setMountError}
          onMounted={onMounted}
        />
      </div>
    </>
  );
}

/** The one adapter the shell mounts every remote with (single-spa-react <Parcel> + mountRootParcel). */
export function RemoteParcel({ remote, track }: RemoteParcelProps) {
  const [attempt, setAttempt] = useState(0);
  // Re-render once the load settles, so the outcome shows even if React's own Suspense retry is
  // held back (seen in the act() test environment on a first load).
  const [, setSettledLoads] = useState(0);
  useEffect(() => {
    let live = true;
    const markSettled = () => {
      if (live) setSettledLoads((n) => n + 1);
    };
    getParcelEntry(remote).promise.then(markSettled, markSettled);
    return () => {
      live = false;
    };
  }, [remote, attempt]);
  const retry = useCallback(() => {
    forgetParcel(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const report = useCallback((error: Error) => reportRemoteError(remote, error), [remote]);
  return (
    <RemoteErrorBoundary
      key={remote}
      onRetry={retry}
      onError={report}
      fallback={(reset) => <RemoteUnavailable track={track} onRetry={reset} />}
    >
      <Suspense fallback={loadingView(track)}>
        <MountedParcel key={attempt} remote={remote} track={track} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
