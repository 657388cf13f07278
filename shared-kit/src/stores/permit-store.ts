import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';
import type { Permit } from './types';

export interface PermitState {
  permits: Permit[];
  setPermits: (permits: Permit[]) => void;
  clear: () => void;
}

/** The permit list (GET permit list: data.data), loaded on the landing. */
export const usePermitStore = create<PermitState>()(
  persist(
    (set) => ({
      permits: [],
      setPermits: (permits) => set({ permits }),
      clear: () => set({ permits: [] }),
    }),
    { name: storeKey('permit'), storage: sessionJSONStorage },
  ),
);
