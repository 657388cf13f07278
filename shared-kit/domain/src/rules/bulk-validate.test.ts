import { MESSAGES } from '../messages';
import { bulkValidateIssues, isBulkValidateEnabled } from './bulk-validate';

describe('bulk Validate (intake §5 Bulk Validate)', () => {
  it('is enabled after the certification checkbox is ticked and a source is chosen', () => {
    expect(isBulkValidateEnabled({ certified: true, sourceChosen: true })).toBe(true);
    expect(isBulkValidateEnabled({ certified: true })).toBe(false);
    expect(isBulkValidateEnabled({ sourceChosen: true })).toBe(false);
  });
  it('lists the spec issues', () => {
    expect(bulkValidateIssues({})).toEqual([
      MESSAGES.bulk.noApplicants,
      MESSAGES.bulk.acknowledgementNotAccepted,
    ]);
    expect(
      bulkValidateIssues({ applicantCount: 3, acknowledged: true, incompleteCount: 1 }),
    ).toEqual([MESSAGES.bulk.incompleteApplications]);
    expect(
      bulkValidateIssues({ applicantCount: 3, acknowledged: true, incompleteCount: 0 }),
    ).toEqual([]);
  });
});
