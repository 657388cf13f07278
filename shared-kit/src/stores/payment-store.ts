import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage, storeKey } from './session-storage';
import type { PaymentListEntry, PaymentType } from './types';

export interface PaymentState {
  applicationId: string | null;
  payments: PaymentListEntry[];
  paymentMode: PaymentType | null;
  setPayments: (applicationId: string, payments: PaymentListEntry[]) => void;
  setPaymentType: (mode: PaymentType) => void;
  clear: () => void;
}

/** Orders of payment of the open application and the chosen payment mode. */
export const usePaymentStore = create<PaymentState>()(
  persist(
    (set) => ({
      applicationId: null,
      payments: [],
      paymentMode: null,
      setPayments: (applicationId, payments) => set({ applicationId, payments }),
      setPaymentType: (paymentMode) => set({ paymentMode }),
      clear: () => set({ applicationId: null, payments: [], paymentMode: null }),
    }),
    { name: storeKey('payment'), storage: sessionJSONStorage },
  ),
);
