import { createParcel } from '@qce/shared-kit/remote';
import { App } from './app/app';

export const { bootstrap, mount, unmount, update } = createParcel(App);
