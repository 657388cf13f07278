import { createParcel } from '@qce/shared-kit/remote';

// Eager: the app's modules come with this expose's chunks but run one task later (createParcel).
// Errors are reported as this track's, with this build's release id (ADR 013).
export const { bootstrap, mount, unmount, update } = createParcel(
  () => import(/* webpackMode: "eager" */ './app/app').then((module) => module.App),
  {
    track: 'mf_ihc',
    release: typeof __QCE_BUILD_MARKER__ === 'string' ? __QCE_BUILD_MARKER__ : '',
  },
);
