import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZE_OPTIONS } from '@qce/shared-kit/domain';
import { sessionJSONStorage, storeKey } from './session-storage';

/** Page-size options and default (payment spec §9): the domain's list sizes, under the store's names. */
export const PAGE_SIZE_OPTIONS = LIST_PAGE_SIZE_OPTIONS;
export const DEFAULT_PAGE_SIZE = LIST_DEFAULT_PAGE_SIZE;

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
