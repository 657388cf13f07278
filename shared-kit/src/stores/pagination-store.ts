import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';

/**
 * Page-size options and default (payment spec §9), as the domain's `LIST_PAGE_SIZE_OPTIONS`. Not
 * imported from it: this entry is eager in the shell's main.js, and an eager module may import only
 * eager shared modules (shared-kit/build-tools/create-app-config.cjs, withEager).
 */
export const PAGE_SIZE_OPTIONS = [10, 30, 50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface PaginationState {
  /** Rows per page remembered per page key (e.g. `app-payments`, `hc-bulk`, `sp-bulk`). */
  rowsPerPage: Record<string, number>;
  setRowsPerPage: (pageKey: string, rows: number) => void;
}

export const usePaginationStore = create<PaginationState>()(
  persist(
    (set) => ({
      rowsPerPage: {},
      setRowsPerPage: (pageKey, rows) =>
        set((state) => ({ rowsPerPage: { ...state.rowsPerPage, [pageKey]: rows } })),
    }),
    { name: storeKey('pagination'), storage: sessionJSONStorage },
  ),
);

/** The remembered rows per page of `pageKey`, or `fallback` (10 unless the page says otherwise). */
export const selectRowsPerPage =
  (pageKey: string, fallback: number = DEFAULT_PAGE_SIZE) =>
  (state: PaginationState): number =>
    state.rowsPerPage[pageKey] ?? fallback;
