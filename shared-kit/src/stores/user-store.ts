import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';
import type { UserDetails } from './types';

export interface UserState {
  user: UserDetails | null;
  setUser: (user: UserDetails) => void;
  clear: () => void;
}

/** The signed-in applicant's details (GET user/{userId}/details). */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      clear: () => set({ user: null }),
    }),
    { name: storeKey('user'), storage: sessionJSONStorage },
  ),
);
