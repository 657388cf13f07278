import { createJSONStorage } from 'zustand/middleware';

/** Every client store area is kept in sessionStorage (payment spec §3), under `qce:<area>`. */
export const sessionJSONStorage = createJSONStorage(() => window.sessionStorage);

export { storeKey } from '@qce/shared-kit/storage';
