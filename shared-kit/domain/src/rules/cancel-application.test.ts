import { canShowCancelButton } from './cancel-application';

const logged = [{ transactionType: 'Upload Requirements', status: 'IN_PROGRESS' }];

describe('canShowCancelButton (intake §4 Cancel Application)', () => {
  it('shows when Upload Requirements has been logged and status is Draft', () => {
    expect(canShowCancelButton({ status: 'Draft', auditLogs: logged })).toBe(true);
    expect(canShowCancelButton({ status: 'draft', auditLogs: logged })).toBe(true);
  });
  it('hides otherwise', () => {
    expect(canShowCancelButton({ status: 'For Review', auditLogs: logged })).toBe(false);
    expect(canShowCancelButton({ status: 'Draft', auditLogs: [] })).toBe(false);
    expect(canShowCancelButton({})).toBe(false);
  });
});
