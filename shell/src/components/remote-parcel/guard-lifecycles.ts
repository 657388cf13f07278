import type { LifeCycleFn, ParcelConfig } from 'single-spa';

/**
 * Wraps a parcel's mount/unmount so a failing mount is reported to `onError` (the adapter rethrows
 * it during render, into the error boundary) instead of rejecting inside single-spa-react's
 * promise chain, where it would surface as an unhandled rejection. A parcel whose mount failed is
 * not unmounted (there is nothing to unmount).
 */
export function guardLifecycles<Props>(
  config: ParcelConfig<Props>,
  onError: (error: Error) => void,
): ParcelConfig<Props> {
  if (typeof config === 'function') return config;
  const { mount, unmount } = config;
  if (typeof mount !== 'function' || typeof unmount !== 'function') return config;
  let mountFailed = false;
  const guardedMount: LifeCycleFn<Props> = (props) =>
    mount(props).catch((error: unknown) => {
      mountFailed = true;
      onError(error instanceof Error ? error : new Error(String(error)));
    });
  const guardedUnmount: LifeCycleFn<Props> = (props) =>
    mountFailed ? Promise.resolve() : unmount(props);
  return { ...config, mount: guardedMount, unmount: guardedUnmount };
}
