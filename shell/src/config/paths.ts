import type { ProductType } from '@qce/shared-kit/stores';

/** The e-services title in the header banner (payment spec §2). */
export const PORTAL_TITLE = 'QCE e-Services';

/** The shell's paths (payment spec §2). Every path is under /qce. */
export const paths = {
  root: '/qce',
  landing: '/qce/applications',
  faq: '/qce/faq',
  maintenance: '/qce/under-maintenance',
  accessDenied: '/qce/access-denied',
  recurring: '/qce/recurring',
  populatePrimaryDetails: '/qce/populate-primary-details',
} as const;

/** Where each product's track starts. */
export const PRODUCT_HOME: Readonly<Record<ProductType, string>> = {
  IHC: '/qce/ihc',
  SP: '/qce/sp',
  SHL: '/qce/recurring/shl',
  WAL: '/qce/recurring/wal',
};
