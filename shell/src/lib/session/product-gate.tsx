import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from '@qce/shared-kit/router';
import { useLandingStore } from '@qce/shared-kit/stores';
import type { ProductType } from '@qce/shared-kit/stores';
import { paths } from '../../config/paths';
import { productTitle } from '../../config/products';

export interface LandingNotice {
  notice: string;
}

/**
 * The session's product type decides which track is reachable (ADR 003): a track entered fresh sets
 * the product; a track of another product sends the applicant to the landing with a message.
 */
export function ProductGate({ product, children }: { product: ProductType; children: ReactNode }) {
  const current = useLandingStore((state) => state.productType);
  const selectProduct = useLandingStore((state) => state.selectProduct);
  useEffect(() => {
    if (current === null) selectProduct(product);
  }, [current, product, selectProduct]);
  if (current !== null && current !== product) {
    const state: LandingNotice = {
      notice: `You are using the ${productTitle(current)} service in this session. Choose ${productTitle(product)} below to switch.`,
    };
    return <Navigate to={paths.landing} replace state={state} />;
  }
  return children;
}
