import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';

export interface QuizState {
  /** Chosen answer per question id. */
  answers: Record<string, string>;
  /** ISO time of the last failed attempt (the retry wait is a domain rule). */
  lastFailedAt: string | null;
  setAnswer: (questionId: string, answer: string) => void;
  recordFailure: (at: Date) => void;
  reset: () => void;
}

/** The knowledge-test answers in progress; they survive a reload until submitted. */
export const useQuizStore = create<QuizState>()(
  persist(
    (set) => ({
      answers: {},
      lastFailedAt: null,
      setAnswer: (questionId, answer) =>
        set((state) => ({ answers: { ...state.answers, [questionId]: answer } })),
      recordFailure: (at) => set({ answers: {}, lastFailedAt: at.toISOString() }),
      reset: () => set({ answers: {}, lastFailedAt: null }),
    }),
    { name: storeKey('quiz'), storage: sessionJSONStorage },
  ),
);
