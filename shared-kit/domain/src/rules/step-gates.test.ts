import { canViewOrderOfPayment, isBulkPartApplicant } from './step-gates';

describe('step gates', () => {
  it('enables View Order of Payment once Requirements Validation is completed (intake §2 Successfully Submitted)', () => {
    expect(
      canViewOrderOfPayment([{ transactionType: 'Requirements Validation', status: 'COMPLETED' }]),
    ).toBe(true);
    expect(
      canViewOrderOfPayment([
        { transactionType: 'Requirements Validation', status: 'IN_PROGRESS' },
      ]),
    ).toBe(false);
    expect(canViewOrderOfPayment(undefined)).toBe(false);
  });
  it('recognises a bulk-part applicant (intake §4 Bulk-part applicant; payment §4)', () => {
    expect(isBulkPartApplicant({ classification: 'Bulk-Individual' })).toBe(true);
    expect(isBulkPartApplicant({ classification: 'INDIVIDUAL', bulkApplicationId: 'B1' })).toBe(
      true,
    );
    expect(isBulkPartApplicant({ classification: 'BULK', bulkApplicationId: 'B1' })).toBe(false);
    expect(isBulkPartApplicant({ classification: 'Bulk-Individual', isRepresentative: true })).toBe(
      false,
    );
    expect(isBulkPartApplicant({})).toBe(false);
  });
});
