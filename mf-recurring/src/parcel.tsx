import { createParcel } from '@qce/shared-kit/remote';

// Eager: the app's modules come with this expose's chunks but run one task later (createParcel).
export const { bootstrap, mount, unmount, update } = createParcel(() =>
  import(/* webpackMode: "eager" */ './app/app').then((module) => module.App),
);
