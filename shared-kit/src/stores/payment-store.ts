import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';
import type { PaymentType } from './types';

export interface PaymentState {
  /** The application the chosen payment mode belongs to. */
  applicationId: string | null;
  paymentMode: PaymentType | null;
  choosePaymentMode: (applicationId: string, mode: PaymentType) => void;
  clear: () => void;
}

/**
 * The payment mode the applicant chose on the order of payment, so it survives a reload. The orders
 * themselves are the page's read (the data layer's cache), never a copy here.
 */
export const usePaymentStore = create<PaymentState>()(
  persist(
    (set) => ({
      applicationId: null,
      paymentMode: null,
      choosePaymentMode: (applicationId, paymentMode) => set({ applicationId, paymentMode }),
      clear: () => set({ applicationId: null, paymentMode: null }),
    }),
    { name: storeKey('payment'), storage: sessionJSONStorage },
  ),
);
