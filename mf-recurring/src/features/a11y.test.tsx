/**
 * axe finds no serious or critical violation on the follow-up laboratory (SHL) and water analysis (WAL)
 * pages (issue 25 item 5: the route rows of the e2e accessibility gate, e2e/tests/a11y). The documents
 * remote is a stand-in here; its certificates are checked in mf-certificates (documents.a11y.test.tsx).
 */
import { loadDocumentsModule } from '@qce/shared-kit/remote';
import { expectAccessibleRoute } from '@qce/testing/a11y-gate';
import { fakeDocuments } from '../testing/documents';
import { followUp } from '../testing/follow-up';
import {
  PEDRO_USER_ID,
  renderSettled,
  setupMockServer,
  signIn,
  staff,
} from '../testing/render-app';

jest.mock('@qce/shared-kit/remote', () => ({
  ...jest.requireActual<Record<string, unknown>>('@qce/shared-kit/remote'),
  loadDocumentsModule: jest.fn(),
}));

setupMockServer();
beforeEach(() => {
  jest.mocked(loadDocumentsModule).mockImplementation(() => Promise.resolve(fakeDocuments));
});

type Lab = 'shl' | 'wal';
/** Where the applicant is: on the landing, a follow-up requested, or its laboratory result Completed. */
type Stage = 'landing' | 'requested' | 'completed';

async function reach(lab: Lab, stage: Stage): Promise<void> {
  if (stage === 'landing') {
    signIn(lab === 'wal' ? { userId: PEDRO_USER_ID } : {});
    return;
  }
  const id = await followUp(lab);
  if (stage === 'requested') return;
  await staff(`/applications/${id}/payment`, { action: 'validate' });
  const labType = lab === 'shl' ? 'SOCIAL_HYGIENE' : 'REGULAR_LABORATORY';
  await staff(`/applications/${id}/laboratory`, { labType, status: 'Completed' });
}

const ROWS: Array<[Lab, Stage, string]> = [
  ['shl', 'landing', 'applications'],
  ['shl', 'requested', 'pages/order-of-payment'],
  ['shl', 'requested', 'pages/payment-validation'],
  ['shl', 'completed', 'pages/lab-notif'],
  ['shl', 'completed', 'pages/certificate-issuing'],
  ['wal', 'landing', 'applications'],
  ['wal', 'requested', 'pages/order-of-payment'],
  ['wal', 'requested', 'pages/payment-validation'],
  ['wal', 'completed', 'pages/lab-notif'],
  ['wal', 'completed', 'pages/permit-issuing'],
];

describe('accessibility of the follow-up pages', () => {
  it.each(ROWS)('%s, %s: %s', async (lab, stage, page) => {
    await reach(lab, stage);
    const path = `/recurring/${lab}/${page}`;
    // Rendered and settled first (every read answered), so no answer lands during the axe run.
    await renderSettled(path);
    await expectAccessibleRoute(path, () => undefined);
  });
});
