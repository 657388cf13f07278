import { MESSAGES } from '../messages';
import {
  isEmployeeCountExempt,
  normalizeCount,
  spEmployeeCountErrors,
  spEmployeeStatus,
  spSubmitIssues,
} from './sp-employees';

describe('SP employee counts (intake §5 Sanitary permit form, §9)', () => {
  it('turns negatives and junk into 0', () => {
    expect(normalizeCount(-3)).toBe(0);
    expect(normalizeCount('7')).toBe(7);
    expect(normalizeCount('x')).toBe(0);
    expect(normalizeCount(undefined)).toBe(0);
  });

  it('exempts Amendment of Business and Retirement of Business', () => {
    expect(isEmployeeCountExempt('amendment of business')).toBe(true);
    expect(isEmployeeCountExempt('Retirement of Business')).toBe(true);
    expect(isEmployeeCountExempt('New')).toBe(false);
    expect(
      spEmployeeCountErrors({ applicationType: 'Retirement of Business', employeeNum: 10 }),
    ).toEqual({});
  });

  it("reports 'Total Number of Employess doesn't match ...' when total differs from with plus without", () => {
    expect(
      spEmployeeCountErrors({ employeeNum: 10, employeeNumWithHC: 6, employeeNumWithoutHC: 3 })
        .total,
    ).toBe(MESSAGES.sanitaryPermit.totalMismatch);
  });

  it("reports 'Not enough employees with Health Certificate' under 50 percent", () => {
    const errors = spEmployeeCountErrors({
      employeeNum: 10,
      employeeNumWithHC: 4,
      employeeNumWithoutHC: 6,
    });
    expect(errors).toEqual({
      withHealthCertificate: MESSAGES.sanitaryPermit.notEnoughWithHealthCertificate,
    });
  });

  it('accepts exactly 50 percent and counts that add up', () => {
    expect(
      spEmployeeCountErrors({ employeeNum: 10, employeeNumWithHC: 5, employeeNumWithoutHC: 5 }),
    ).toEqual({});
    expect(
      spEmployeeCountErrors({ employeeNum: -1, employeeNumWithHC: -1, employeeNumWithoutHC: -1 }),
    ).toEqual({});
  });
});

describe('SP employee status (intake §4 SP bulk employee status)', () => {
  it('is In Progress by default', () => {
    expect(spEmployeeStatus({}, [])).toBe('In Progress');
    expect(spEmployeeStatus(undefined, undefined)).toBe('In Progress');
  });
  it('is Completed when a certificate number exists', () => {
    expect(spEmployeeStatus({ healthCertNumber: 'HC-1' }, [{ status: 'Requires Update' }])).toBe(
      'Completed',
    );
  });
  it('is For Review or Requires Update when any upload has that status', () => {
    expect(spEmployeeStatus({}, [{ status: 'Completed' }, { status: 'for review' }])).toBe(
      'For Review',
    );
    expect(spEmployeeStatus({}, [{ status: 'For Review' }, { status: 'Requires Update' }])).toBe(
      'Requires Update',
    );
  });
  it('is Completed when all uploads are Completed', () => {
    expect(spEmployeeStatus({}, [{ status: 'Completed' }, { status: 'COMPLETED' }])).toBe(
      'Completed',
    );
    expect(spEmployeeStatus({}, [{ status: 'Completed' }, { status: null }])).toBe('In Progress');
  });
});

describe('SP requirements submit checks (intake §5)', () => {
  it('lists the spec messages', () => {
    expect(spSubmitIssues({ uploadedEmployees: 0, employeeNumWithHC: 3 })).toEqual([
      MESSAGES.spEmployees.noEmployees,
    ]);
    expect(
      spSubmitIssues({ uploadedEmployees: 2, employeeNumWithHC: 3, allHealthCertUploaded: false }),
    ).toEqual([
      MESSAGES.spEmployees.employeesMismatch,
      MESSAGES.spEmployees.certificatesNotUploaded,
    ]);
    expect(
      spSubmitIssues({ uploadedEmployees: 3, employeeNumWithHC: 3, allHealthCertUploaded: true }),
    ).toEqual([]);
  });
});
