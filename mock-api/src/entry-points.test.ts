import { handlers } from './handlers';
import { handlers as nodeHandlers, server } from './node';
import { handlers as browserHandlers, listScenarios } from './browser';
import { handlers as indexHandlers } from './index';

describe('entry points', () => {
  it('serve the same handler list', () => {
    expect(nodeHandlers).toBe(handlers);
    expect(browserHandlers).toBe(handlers);
    expect(indexHandlers).toBe(handlers);
    expect(server.listHandlers()).toEqual(handlers);
  });

  it('list the scenarios of issue 3 for the switcher', () => {
    const names = listScenarios().map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'draft',
        'requirements-requires-update',
        'for-review',
        'payment-due',
        'payment-requires-update',
        'seminar-pending',
        'quiz-failed',
        'head-approval-pending',
        'approved',
        'rejected',
        'on-hold',
        'cancelled',
        'bulk-incomplete',
        'bulk-rejected',
        'bulk-discarded',
        'sp-with-employees',
        'sp-permit-incomplete',
        'shl-wal-eligible',
        'maintenance-active',
      ]),
    );
  });
});
