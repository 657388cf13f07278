import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';
import type { AuditLogEntry } from './types';

export interface BreadcrumbsState {
  applicationId: string | null;
  entries: AuditLogEntry[];
  setBreadcrumbs: (applicationId: string, entries: AuditLogEntry[]) => void;
  clear: () => void;
}

/** The flow breadcrumbs of the open application (POST/GET breadcrumbs with applicationId). */
export const useBreadcrumbsStore = create<BreadcrumbsState>()(
  persist(
    (set) => ({
      applicationId: null,
      entries: [],
      setBreadcrumbs: (applicationId, entries) => set({ applicationId, entries }),
      clear: () => set({ applicationId: null, entries: [] }),
    }),
    { name: storeKey('breadcrumbs'), storage: sessionJSONStorage },
  ),
);
