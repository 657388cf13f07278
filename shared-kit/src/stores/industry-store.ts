import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';
import type { Industry } from './types';

export interface IndustryState {
  industries: Industry[];
  setIndustries: (industries: Industry[]) => void;
  clear: () => void;
}

/** The industries with their sub-industries (GET industries). */
export const useIndustryStore = create<IndustryState>()(
  persist(
    (set) => ({
      industries: [],
      setIndustries: (industries) => set({ industries }),
      clear: () => set({ industries: [] }),
    }),
    { name: storeKey('industry'), storage: sessionJSONStorage },
  ),
);
