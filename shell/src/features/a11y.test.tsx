/**
 * axe finds no serious or critical violation on the shell's own pages, in the shell's frame (issue 25
 * item 5: the shell rows of the e2e accessibility gate, e2e/tests/a11y).
 */
import { expectAccessiblePage } from '@qce/testing/a11y-gate';
import { renderShellAt, setupMockServer, signIn, useMaintenance } from '../testing/render-shell';

setupMockServer();

const hour = 3600_000;

/** `[page, path, signed in, a maintenance window active now]` */
const ROWS: Array<[string, string, boolean, boolean]> = [
  ['landing', '/qce/applications', true, false],
  ['FAQ', '/qce/faq', true, false],
  ['access denied', '/qce/access-denied', false, false],
  ['under maintenance', '/qce/under-maintenance', false, true],
];

describe('accessibility of the shell pages', () => {
  it.each(ROWS)('%s', async (_name, path, signedIn, maintenance) => {
    if (signedIn) signIn();
    if (maintenance) {
      const now = Date.now();
      useMaintenance({
        active: true,
        validFrom: new Date(now - hour).toISOString(),
        validTo: new Date(now + hour).toISOString(),
      });
    }
    await renderShellAt(path);
    await expectAccessiblePage();
    expect(window.location.pathname).toBe(path);
  });
});
