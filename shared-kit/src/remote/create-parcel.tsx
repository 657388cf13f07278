import React, { startTransition, useEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { Root, RootOptions } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { FunctionComponent } from 'react';
import { nextTask } from './next-task/next-task';
import type { ParcelTransportProps, RemoteProps } from './remote-props';
import { reportError, setErrorSource } from '@qce/shared-kit/remote/report-error';
import type { ErrorSource } from '@qce/shared-kit/remote/report-error';
import { Button } from '../ui/button/button';

/**
 * react-dom/client for single-spa-react whose roots render in a transition: React renders the
 * remote's page in slices of a few milliseconds and yields between them, so mounting a track is no
 * long task on a slow phone (ADR 010). Unmounting stays synchronous.
 */
const transitionClient = {
  createRoot(container: Element, options?: RootOptions): Root {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

/**
 * What a track shows when its page throws: reported once (tagged with the track and its release),
 * a plain sentence and Try again (a fresh page load), never the raw error message.
 */
function ParcelCrashed({ error, source }: { error: Error; source: ErrorSource }) {
  useEffect(() => {
    reportError(error, source);
  }, [error, source]);
  return (
    <div role="alert" className="qce-panel qce-panel--error">
      <h2>Something went wrong on this page</h2>
      <p>This page could not be shown. Please try again.</p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </div>
  );
}

/**
 * single-spa-react lifecycles for a remote's root component. The one way a remote is exposed
 * to the shell (`./parcel`). React 19 has no `render`, so a react-dom/client is passed.
 *
 * `loadRoot` imports the remote's app with `webpackMode: "eager"`: its modules arrive with the
 * `./parcel` chunks (no extra request), but are evaluated at bootstrap, one task after the
 * federation runtime evaluated the expose. On a slow phone that splits one long task (the
 * runtime's work, then the whole app's modules) into two (ADR 009).
 *
 * `source` names the track and its release (the remote's own `__QCE_BUILD_MARKER__`, compiled into the
 * remote's `parcel.tsx`, not into the kit that may come from the shell) for error reports.
 */
export function createParcel(
  loadRoot: () => Promise<FunctionComponent<RemoteProps>>,
  source: ErrorSource = { track: 'unknown', release: '' },
) {
  let RootComponent: FunctionComponent<RemoteProps> | undefined;
  function ParcelRoot({ basename, navigate, runtimeConfig }: ParcelTransportProps) {
    // Set by `bootstrap`, which single-spa always completes before `mount`.
    if (!RootComponent) throw new Error('The parcel was mounted before its bootstrap finished.');
    return <RootComponent basename={basename} navigate={navigate} config={runtimeConfig} />;
  }
  const lifecycles = singleSpaReact<ParcelTransportProps>({
    React,
    ReactDOMClient: transitionClient,
    renderType: 'createRoot',
    rootComponent: ParcelRoot,
    errorBoundary: (error: Error) => <ParcelCrashed error={error} source={source} />,
  });
  return {
    ...lifecycles,
    bootstrap: async (props: Parameters<typeof lifecycles.bootstrap>[0]) => {
      await nextTask();
      RootComponent ??= await loadRoot();
      return lifecycles.bootstrap(props);
    },
    mount: (props: Parameters<typeof lifecycles.mount>[0]) => {
      // A report this track's pages send without naming a track is tagged with it.
      setErrorSource(source);
      return lifecycles.mount(props);
    },
  };
}
