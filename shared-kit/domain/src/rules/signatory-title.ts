/**
 * Lab signatory title (payment-certificates spec §5, §6): for Approved, the medical doctor role gives
 * 'Medical Doctor', pathologist 'Pathologist', else 'Approver'; for other statuses lab rep or pathologist gives
 * 'Medical Technologist', microscopist 'Microscopist', else 'Lab Analyst'.
 *
 * The status is the step the signatory signed (Submitted, Certified, Approved): the approver of a lab record
 * signs with 'Approved', the submitter with 'Submitted' and the certifier with 'Certified'.
 */
import { MESSAGES } from '@qce/domain/messages';
import { statusIs } from './status';

export const SIGNATORY_ROLES = {
  medicalDoctor: 'ROLE_MEDICAL_DOCTOR',
  pathologist: 'ROLE_PATHOLOGIST',
  labRep: 'ROLE_LAB_REP',
  microscopist: 'ROLE_MICROSCOPIST',
} as const;

/** Authorities as the backend sends them: role names, or `{ authority }` objects (Spring style), or one string. */
export type Authorities =
  | string
  | readonly (string | { authority?: string | null } | null | undefined)[]
  | null
  | undefined;

export type SignatoryStep = 'submitted' | 'certified' | 'approved';

function roleNames(authorities: Authorities): Set<string> {
  if (!authorities) return new Set();
  const list = typeof authorities === 'string' ? authorities.split(',') : authorities;
  const names = list.map((entry) =>
    (typeof entry === 'string' ? entry : (entry?.authority ?? '')).trim().toUpperCase(),
  );
  return new Set(names.filter(Boolean));
}

/** payment §5: the title printed under a lab signature. `status` is compared case-insensitively. */
export function signatoryTitle(
  status: string | null | undefined,
  authorities: Authorities,
): string {
  const titles = MESSAGES.certificates.signatory;
  const roles = roleNames(authorities);
  if (statusIs(status, 'approved')) {
    if (roles.has(SIGNATORY_ROLES.medicalDoctor)) return titles.medicalDoctor;
    if (roles.has(SIGNATORY_ROLES.pathologist)) return titles.pathologist;
    return titles.approver;
  }
  if (roles.has(SIGNATORY_ROLES.labRep) || roles.has(SIGNATORY_ROLES.pathologist)) {
    return titles.medicalTechnologist;
  }
  if (roles.has(SIGNATORY_ROLES.microscopist)) return titles.microscopist;
  return titles.labAnalyst;
}
