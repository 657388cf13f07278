import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';
import type { Notice } from './types';

export interface CommonState {
  /** The notice currently shown (widgets dismiss it after 5000 ms). */
  notice: Notice | null;
  showNotice: (notice: Notice) => void;
  dismissNotice: () => void;
}

/** Cross-page UI state: the current notice. */
export const useCommonStore = create<CommonState>()(
  persist(
    (set) => ({
      notice: null,
      showNotice: (notice) => set({ notice }),
      dismissNotice: () => set({ notice: null }),
    }),
    { name: storeKey('common'), storage: sessionJSONStorage },
  ),
);
