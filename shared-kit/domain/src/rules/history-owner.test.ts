import { isInOwnIndividualHistory } from './history-owner';

const liza = { userId: 104, email: 'liza.mendoza@example.com' };
const rosa = { userId: '106', email: 'Rosa.Aquino@example.com' };

describe("the histories are the signed-in applicant's own (intake §2 Landing)", () => {
  it("lists an individual application in its owner's Individual History only", () => {
    const own = { userId: '104', classification: 'Individual', email: 'x@example.com' };
    expect(isInOwnIndividualHistory(own, liza)).toBe(true);
    expect(isInOwnIndividualHistory(own, rosa)).toBe(false);
  });

  it("keeps a bulk applicant without an account out of the representative's Individual History", () => {
    // Filed by Liza for an employee with no account: the record is Liza's, the person is not.
    const employee = {
      userId: 104,
      classification: 'Bulk-Individual',
      email: 'ramon.lopez@example.com',
    };
    expect(isInOwnIndividualHistory(employee, liza)).toBe(false);
    expect(isInOwnIndividualHistory({ ...employee, classification: 'BULK_INDIVIDUAL' }, liza)).toBe(
      false,
    );
  });

  it('lists a bulk part in the Individual History of the account it was filed under', () => {
    const part = {
      userId: 106,
      classification: 'Bulk-Individual',
      email: 'rosa.aquino@example.com',
    };
    expect(isInOwnIndividualHistory(part, rosa)).toBe(true);
    expect(isInOwnIndividualHistory(part, liza)).toBe(false);
    // The representative who lists herself in her bulk sees her own part.
    const herself = { userId: 104, classification: 'BULK_INDIVIDUAL', email: liza.email };
    expect(isInOwnIndividualHistory(herself, liza)).toBe(true);
    expect(isInOwnIndividualHistory({ ...herself, email: '' }, { userId: 104, email: '' })).toBe(
      false,
    );
  });
});
