import type { PermitId } from './common';

export type PermitType = 'IHC' | 'SP' | 'SHL' | 'WAL';
export type PermitName =
  | 'Sanitary Permit'
  | 'Health Certificate'
  | 'Bulk Participant'
  | 'Social Hygiene Lab'
  | 'Water Analysis Lab';

export interface Permit {
  permitId: PermitId;
  type: PermitType;
}
