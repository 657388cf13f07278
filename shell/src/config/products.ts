import { LANDING_CARD_MESSAGES } from '@qce/shared-kit/messages/landing-cards';
import type { ProductType } from '@qce/shared-kit/stores';
import { PRODUCT_HOME } from './paths';

/** The landing's heading (also prerendered into applications.html, see shell/public/index.html). */
export const LANDING_HEADING = 'What would you like to apply for?';

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
    title: LANDING_CARD_MESSAGES.cardHealthCertificate,
    description: 'Apply for or renew your health certificate (health card).',
    href: PRODUCT_HOME.IHC,
  },
  {
    productType: 'SP',
    title: LANDING_CARD_MESSAGES.cardSanitaryPermit,
    description: 'Apply for the sanitary permit of your establishment.',
    href: PRODUCT_HOME.SP,
  },
  {
    productType: 'SHL',
    title: LANDING_CARD_MESSAGES.cardFollowUpLaboratory,
    description: 'Request a follow-up social hygiene laboratory test.',
    href: PRODUCT_HOME.SHL,
  },
  {
    productType: 'WAL',
    title: LANDING_CARD_MESSAGES.cardFollowUpWaterAnalysis,
    description: 'Request a follow-up water analysis.',
    href: PRODUCT_HOME.WAL,
  },
];

export const productTitle = (productType: ProductType): string =>
  PRODUCT_CARDS.find((card) => card.productType === productType)?.title ?? productType;
