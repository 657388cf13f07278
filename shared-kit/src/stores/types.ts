/** Store-only shapes. Entity shapes come from the API DTOs (one definition each). */
export type { PaymentType, UserDetails } from '@qce/shared-kit/api';

export type ProductType = 'IHC' | 'SP' | 'SHL' | 'WAL';

/** Permit ids (payment spec §9): 1 health certificate and social hygiene, 2 sanitary permit and water analysis. */
export type PermitId = 1 | 2;
