/** Laboratory signatories, one per role of the signatory-title rule (payment spec §5), with signature images. */
import type { SignatoryRecord, SignatureRecord } from '../db/types';

const sign = (signatureId: number, name: string): SignatureRecord => ({
  signatureId,
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60"><path d="M10 45 C 40 5, 60 55, 90 25 S 140 50, 170 20 S 210 40, 230 15" fill="none" stroke="#1a237e" stroke-width="2"/><text x="10" y="58" font-size="9" fill="#555">${name}</text></svg>`,
});

const person = (
  signatoryId: number,
  firstName: string,
  lastName: string,
  degreeSuffix: string,
  authority: string,
): SignatoryRecord => ({
  signatoryId,
  firstName,
  lastName,
  degreeSuffix,
  licence: `PRC-${String(100000 + signatoryId * 137)}`,
  authorities: [authority],
  signatureId: 900 + signatoryId,
});

export const signatories: SignatoryRecord[] = [
  person(1, 'Ana', 'Reyes', 'RMT', 'ROLE_LAB_REP'),
  person(2, 'Ben', 'Cruz', 'RMT', 'ROLE_MICROSCOPIST'),
  person(3, 'Carla', 'Lim', 'RMT', 'ROLE_LAB_ANALYST'),
  person(4, 'Dante', 'Villanueva', 'MD, FPSP', 'ROLE_PATHOLOGIST'),
  person(5, 'Elena', 'Garcia', 'MD', 'ROLE_MEDICAL_DOCTOR'),
  person(6, 'Felix', 'Ramos', 'RMT', 'ROLE_LAB_VIEWER'),
];

export const signatures: SignatureRecord[] = signatories.map((s) =>
  sign(s.signatureId, `${s.firstName} ${s.lastName}`),
);
