import { MESSAGES } from '@qce/shared-kit/messages';
import type { ProductType } from '@qce/shared-kit/stores';
import { PRODUCT_HOME } from './paths';

export interface ProductCard {
  productType: ProductType;
  title: string;
  description: string;
  href: string;
}

/** The four landing cards (payment spec §2); permit ids come from the landing store's PRODUCT_PERMIT_ID. */
export const PRODUCT_CARDS: readonly ProductCard[] = [
  {
    productType: 'IHC',
    title: MESSAGES.landing.cardHealthCertificate,
    description: 'Apply for or renew your health certificate (health card).',
    href: PRODUCT_HOME.IHC,
  },
  {
    productType: 'SP',
    title: MESSAGES.landing.cardSanitaryPermit,
    description: 'Apply for the sanitary permit of your establishment.',
    href: PRODUCT_HOME.SP,
  },
  {
    productType: 'SHL',
    title: MESSAGES.landing.cardFollowUpLaboratory,
    description: 'Request a follow-up social hygiene laboratory test.',
    href: PRODUCT_HOME.SHL,
  },
  {
    productType: 'WAL',
    title: MESSAGES.landing.cardFollowUpWaterAnalysis,
    description: 'Request a follow-up water analysis.',
    href: PRODUCT_HOME.WAL,
  },
];

export const productTitle = (productType: ProductType): string =>
  PRODUCT_CARDS.find((card) => card.productType === productType)?.title ?? productType;
