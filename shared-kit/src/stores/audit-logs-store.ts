import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';
import type { AuditLogEntry } from './types';

export interface AuditLogsState {
  applicationId: string | null;
  logs: AuditLogEntry[];
  setLogs: (applicationId: string, logs: AuditLogEntry[]) => void;
  clear: () => void;
}

/** The audit log entries (Upload Requirements, Payment Validation, Head Approval, recurring steps). */
export const useAuditLogsStore = create<AuditLogsState>()(
  persist(
    (set) => ({
      applicationId: null,
      logs: [],
      setLogs: (applicationId, logs) => set({ applicationId, logs }),
      clear: () => set({ applicationId: null, logs: [] }),
    }),
    { name: storeKey('auditLogs'), storage: sessionJSONStorage },
  ),
);
