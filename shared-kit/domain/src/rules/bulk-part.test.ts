import { bulkPartProgress, withBulkDetails } from './bulk-part';
import { stepStatusOf } from './audit-log';

describe('a bulk part shares its bulk (intake §3 Classes: Bulk-Individual; §4 Bulk-part applicant)', () => {
  it("shows the bulk's application type, industry, sub-industry and business line", () => {
    const part = { firstName: 'Rosa', industryId: 1, classification: 'BULK' };
    const bulk = {
      type: 'New',
      applicationTypeId: 1,
      industry: 'Food Establishment',
      industryId: 1,
      subIndustry: 'Restaurant',
      subIndustryId: 11,
      businessLine: 'Fast Food',
      companyName: 'not shared',
    };
    expect(withBulkDetails(part, bulk)).toEqual({
      firstName: 'Rosa',
      classification: 'BULK',
      type: 'New',
      applicationTypeId: 1,
      industry: 'Food Establishment',
      industryId: 1,
      subIndustry: 'Restaurant',
      subIndustryId: 11,
      businessLine: 'Fast Food',
    });
    expect(withBulkDetails({ type: 'Renewal' }, { type: ' ' })).toEqual({ type: 'Renewal' });
    expect(withBulkDetails({ type: 'Renewal' }, null)).toEqual({ type: 'Renewal' });
  });

  it("takes the steps the representative handles from the bulk's progress", () => {
    const bulk = [
      { transactionType: 'Application Form', status: 'COMPLETED', logDate: '2026-11-20T01:00:00Z' },
      {
        transactionType: 'Upload Requirements',
        status: 'COMPLETED',
        logDate: '2026-11-20T01:00:01Z',
      },
      {
        transactionType: 'Requirements Validation',
        status: 'IN_PROGRESS',
        logDate: '2026-11-21T02:00:00Z',
      },
    ];
    // The bulk's submission logged only the validation step on each part.
    const part = [
      {
        transactionType: 'Requirements Validation',
        status: 'IN_PROGRESS',
        logDate: '2026-11-21T02:00:00Z',
      },
    ];
    const merged = bulkPartProgress(part, bulk);
    expect(merged.map((e) => e.transactionType)).toEqual([
      'Application Form',
      'Upload Requirements',
      'Requirements Validation',
    ]);
    expect(stepStatusOf(merged, 'Upload Requirements')).toBe('COMPLETED');
    expect(stepStatusOf(merged, 'Requirements Validation')).toBe('IN_PROGRESS');
  });

  it("keeps the part's own entry for a step it logged itself", () => {
    const merged = bulkPartProgress(
      [{ transactionType: 'Payment Validation', status: 'COMPLETED', logDate: '2026-11-22' }],
      [{ transactionType: 'Payment Validation', status: 'IN_PROGRESS', logDate: '2026-11-22' }],
    );
    expect(merged).toEqual([
      { transactionType: 'Payment Validation', status: 'COMPLETED', logDate: '2026-11-22' },
    ]);
    expect(bulkPartProgress(undefined, null)).toEqual([]);
  });
});
