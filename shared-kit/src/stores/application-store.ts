import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';
import type { ApplicationFormData, ApplicationRecord } from './types';

export interface ApplicationState {
  application: ApplicationRecord | null;
  setApplication: (application: ApplicationRecord) => void;
  /** Merges fields into the open application's formData (no-op without an open application). */
  patchFormData: (patch: Partial<ApplicationFormData>) => void;
  clear: () => void;
}

/** The application the applicant is working on. */
export const useApplicationStore = create<ApplicationState>()(
  persist(
    (set) => ({
      application: null,
      setApplication: (application) => set({ application }),
      patchFormData: (patch) =>
        set((state) =>
          state.application
            ? {
                application: {
                  ...state.application,
                  formData: { ...state.application.formData, ...patch },
                },
              }
            : state,
        ),
      clear: () => set({ application: null }),
    }),
    { name: storeKey('application'), storage: sessionJSONStorage },
  ),
);
