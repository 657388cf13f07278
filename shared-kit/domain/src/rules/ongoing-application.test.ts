import {
  findOngoingApplications,
  isOngoingStatus,
  matchesOngoingApplication,
} from './ongoing-application';

const ihc = {
  applicationId: 'A1',
  permitId: 1,
  status: 'Draft',
  formData: { email: 'Ana@x.ph', firstName: 'Ana', lastName: 'Cruz' },
};
const sp = {
  applicationId: 'S1',
  permitId: 2,
  status: 'For Review',
  formData: {
    email: 'ana@x.ph',
    firstName: 'Ana',
    lastName: 'Cruz',
    address: '1 Main',
    establishmentName: 'Eatery',
    mayorPermitNo: 'MP-1',
    type: 'New',
  },
};

describe('ongoing application match (intake §5 Ongoing application check, §7 GET /application/exist)', () => {
  it('matches the same email, first name, last name and permit, case-insensitively', () => {
    expect(
      matchesOngoingApplication(ihc, {
        email: 'ana@x.ph ',
        firstName: 'ANA',
        lastName: 'cruz',
        permitId: '1',
      }),
    ).toBe(true);
    expect(
      matchesOngoingApplication(ihc, {
        email: 'ana@x.ph',
        firstName: 'Ana',
        lastName: 'Cruz',
        permitId: 2,
      }),
    ).toBe(false);
    expect(
      matchesOngoingApplication(ihc, {
        email: 'b@x.ph',
        firstName: 'Ana',
        lastName: 'Cruz',
        permitId: 1,
      }),
    ).toBe(false);
  });

  it('also compares address, establishmentName, mayorPermitNo and type for SP', () => {
    const query = {
      email: 'ana@x.ph',
      firstName: 'Ana',
      lastName: 'Cruz',
      permitId: 2,
      address: '1 main',
      establishmentName: 'eatery',
      mayorPermitNo: 'MP-1',
      type: 'new',
    };
    expect(matchesOngoingApplication(sp, query)).toBe(true);
    expect(matchesOngoingApplication(sp, { ...query, mayorPermitNo: 'MP-2' })).toBe(false);
  });

  it('ignores ended applications (rejected, cancelled, discard, on hold, completed)', () => {
    expect(isOngoingStatus('Discard')).toBe(false);
    expect(isOngoingStatus('ON HOLD')).toBe(false);
    expect(isOngoingStatus('Requires Update')).toBe(true);
    expect(
      matchesOngoingApplication({ ...ihc, status: 'Rejected' }, { ...ihc.formData, permitId: 1 }),
    ).toBe(false);
  });

  it('lists ids and tolerates malformed candidates', () => {
    const query = { email: 'ana@x.ph', firstName: 'Ana', lastName: 'Cruz', permitId: 1 };
    expect(findOngoingApplications([ihc, sp, null as never, {}], query)).toEqual(['A1']);
    expect(findOngoingApplications(undefined, query)).toEqual([]);
    expect(matchesOngoingApplication(ihc, null)).toBe(false);
  });
});
