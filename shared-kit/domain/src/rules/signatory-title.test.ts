/** payment-certificates spec §5 Lab signatory title, §6 role names. */
import { MESSAGES } from '../messages/messages';
import { signatoryTitle } from './signatory-title';

const t = MESSAGES.certificates.signatory;

describe('payment §5: signatory title for Approved', () => {
  it.each([
    [['ROLE_MEDICAL_DOCTOR'], t.medicalDoctor],
    [['ROLE_PATHOLOGIST'], t.pathologist],
    [['ROLE_MEDICAL_DOCTOR', 'ROLE_PATHOLOGIST'], t.medicalDoctor],
    [['ROLE_LAB_REP'], t.approver],
    [['ROLE_MICROSCOPIST'], t.approver],
    [['ROLE_LAB_ANALYST'], t.approver],
    [[], t.approver],
  ])('%p -> %p', (roles, title) => {
    expect(signatoryTitle('Approved', roles)).toBe(title);
    expect(signatoryTitle('APPROVED', roles)).toBe(title);
  });
});

describe('payment §5: signatory title for other statuses', () => {
  it.each(['Submitted', 'Certified', undefined])('status %p', (status) => {
    expect(signatoryTitle(status, ['ROLE_LAB_REP'])).toBe(t.medicalTechnologist);
    expect(signatoryTitle(status, ['ROLE_PATHOLOGIST'])).toBe(t.medicalTechnologist);
    expect(signatoryTitle(status, ['ROLE_MICROSCOPIST'])).toBe(t.microscopist);
    expect(signatoryTitle(status, ['ROLE_MICROSCOPIST', 'ROLE_LAB_REP'])).toBe(
      t.medicalTechnologist,
    );
    expect(signatoryTitle(status, ['ROLE_MEDICAL_DOCTOR'])).toBe(t.labAnalyst);
    expect(signatoryTitle(status, ['ROLE_LAB_ANALYST'])).toBe(t.labAnalyst);
    expect(signatoryTitle(status, null)).toBe(t.labAnalyst);
  });
});

describe('authorities shapes', () => {
  it('accepts {authority} objects, a comma string and any case', () => {
    expect(signatoryTitle('Approved', [{ authority: 'ROLE_PATHOLOGIST' }])).toBe(t.pathologist);
    expect(signatoryTitle('Certified', 'ROLE_ADMIN, role_microscopist')).toBe(t.microscopist);
  });
});
