import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localKeys } from '@qce/shared-kit/storage';
import { sessionJSONStorage, storeKey } from './session-storage';
import type { PermitId, ProductType } from './types';

/** Permit id of each product (payment spec §9). */
export const PRODUCT_PERMIT_ID: Readonly<Record<ProductType, PermitId>> = {
  IHC: 1,
  SP: 2,
  SHL: 1,
  WAL: 2,
};

export interface LandingState {
  /** The session's product type; decides which track routes are reachable. */
  productType: ProductType | null;
  permitId: PermitId | null;
  /** Chooses a product for this session and stores its permit id under the spec's `permit-id` key. */
  selectProduct: (productType: ProductType) => void;
  clearProduct: () => void;
}

export const useLandingStore = create<LandingState>()(
  persist(
    (set) => ({
      productType: null,
      permitId: null,
      selectProduct: (productType) => {
        const permitId = PRODUCT_PERMIT_ID[productType];
        localKeys.set('permitId', String(permitId));
        set({ productType, permitId });
      },
      clearProduct: () => set({ productType: null, permitId: null }),
    }),
    { name: storeKey('landing'), storage: sessionJSONStorage },
  ),
);
