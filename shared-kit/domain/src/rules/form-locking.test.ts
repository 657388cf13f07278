import { isFormLocked } from './form-locking';

describe('isFormLocked (intake §4 Form locking)', () => {
  it.each(['Validated', 'For Review', 'requires update', 'FOR REVIEW'])(
    'locks the form when status is %s (intake §4 Form locking)',
    (status) => expect(isFormLocked({ status })).toBe(true),
  );

  it('locks the form when Application Form and Requirements Validation are COMPLETED (intake §4 Form locking)', () => {
    const auditLogs = [
      { transactionType: 'Application Form', status: 'COMPLETED' },
      { transactionType: 'Requirements Validation', status: 'COMPLETED' },
    ];
    expect(isFormLocked({ status: 'Draft', auditLogs })).toBe(true);
    expect(isFormLocked({ status: 'Draft', auditLogs: auditLogs.slice(0, 1) })).toBe(false);
  });

  it('leaves Draft and unknown input editable (intake §4 Form locking)', () => {
    expect(isFormLocked({ status: 'Draft' })).toBe(false);
    expect(isFormLocked({})).toBe(false);
  });
});
