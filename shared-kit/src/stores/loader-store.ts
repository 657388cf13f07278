import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';

export interface LoaderState {
  /** Calls in flight that asked for the overlay; it shows while this is above zero. */
  pending: number;
  show: () => void;
  hide: () => void;
  reset: () => void;
}

/** The loader overlay flag. Its count is not restored after a reload (a reload cancels the calls). */
export const useLoaderStore = create<LoaderState>()(
  persist(
    (set) => ({
      pending: 0,
      show: () => set((state) => ({ pending: state.pending + 1 })),
      hide: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
      reset: () => set({ pending: 0 }),
    }),
    { name: storeKey('loader'), storage: sessionJSONStorage, partialize: () => ({}) },
  ),
);

export const selectIsLoading = (state: LoaderState): boolean => state.pending > 0;
