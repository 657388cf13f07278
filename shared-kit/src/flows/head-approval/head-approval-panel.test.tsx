import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { seededUsers } from '@qce/mock-api';
import { resetMockDb, server } from '@qce/mock-api/node';
import { ENDPOINTS } from '../../api';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../config';
import { FLOW_MESSAGES, MESSAGES } from '../../messages';
import { localKeys, sessionKeys } from '../../storage';
import { HeadApprovalPanel } from './head-approval-panel';

const ORIGIN = 'http://localhost';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

async function signIn(scenario: string) {
  resetMockDb(scenario);
  const user = seededUsers().find((u) => u.userId === 101);
  if (!user) throw new Error('no seeded user 101');
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
  const all = (await (await fetch(`${ORIGIN}/__staff/applications`)).json()) as {
    data: Array<{ applicationId: string; userId: number }>;
  };
  return String(all.data.find((a) => a.userId === 101)?.applicationId);
}

describe('HeadApprovalPanel (payment §2 Head approval, intake §4 Head approval)', () => {
  it('keeps the button disabled until the Head Approval step is COMPLETED', async () => {
    const applicationId = await signIn('head-approval-pending');
    const onContinue = jest.fn();
    render(<HeadApprovalPanel applicationId={applicationId} onContinue={onContinue} />);
    expect(await screen.findByText(FLOW_MESSAGES.headApproval.waiting)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: FLOW_MESSAGES.headApproval.continue }),
    ).toBeDisabled();
  });

  it('enables the button once approved and shows the log date as the approval date', async () => {
    const applicationId = await signIn('head-approval-pending');
    server.use(
      http.get(`*${defaultRuntimeConfig.services.default}${ENDPOINTS.AUDIT_PROGRESS.path}`, () =>
        HttpResponse.json({
          data: [
            {
              transactionType: 'HIV Seminar',
              status: 'COMPLETED',
              logDate: '2026-11-10T02:00:00Z',
            },
            {
              transactionType: 'Head Approval',
              status: 'COMPLETED',
              logDate: '2026-11-20T20:30:00Z',
            },
          ],
        }),
      ),
    );
    const onContinue = jest.fn();
    render(
      <HeadApprovalPanel
        applicationId={applicationId}
        onContinue={onContinue}
        continueLabel="Go to Issuing"
      />,
    );
    // 20:30 UTC on the 20th is the 21st in Manila.
    expect(
      await screen.findByText(FLOW_MESSAGES.headApproval.approvedOn('November 21, 2026')),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Issuing' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('follows the staff approval through the mock backend', async () => {
    const applicationId = await signIn('head-approval-pending');
    await fetch(`${ORIGIN}/__staff/applications/${applicationId}/head-approval`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
    });
    render(<HeadApprovalPanel applicationId={applicationId} onContinue={jest.fn()} />);
    expect(await screen.findByText(/^Approved on /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FLOW_MESSAGES.headApproval.continue })).toBeEnabled();
  });

  it('reads the bulk audit progress for a bulk application', async () => {
    await signIn('fresh');
    let asked = '';
    server.use(
      http.get(
        `*${defaultRuntimeConfig.services.default}${ENDPOINTS.AUDIT_BULK_PROGRESS.path}`,
        ({ request }) => {
          asked = new URL(request.url).searchParams.get('bulkApplicationId') ?? '';
          return HttpResponse.json({ data: [] });
        },
      ),
    );
    render(<HeadApprovalPanel applicationId="1" bulkApplicationId="501" onContinue={jest.fn()} />);
    expect(await screen.findByText(FLOW_MESSAGES.headApproval.waiting)).toBeInTheDocument();
    expect(asked).toBe('501');
  });

  it('shows a retry panel when the audit log cannot be loaded', async () => {
    const applicationId = await signIn('head-approval-pending');
    server.use(
      http.get(
        `*${defaultRuntimeConfig.services.default}${ENDPOINTS.AUDIT_PROGRESS.path}`,
        () => HttpResponse.error(),
        {
          once: true,
        },
      ),
    );
    render(<HeadApprovalPanel applicationId={applicationId} onContinue={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      FLOW_MESSAGES.headApproval.loadFailure,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: MESSAGES.common.tryAgain }));
    expect(await screen.findByText(FLOW_MESSAGES.headApproval.waiting)).toBeInTheDocument();
  });
});
