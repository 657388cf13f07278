import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { getApplications } from '@qce/shared-kit/api';
import type { RecurringPaymentRequest } from '@qce/shared-kit/api';
import { localKeys } from '@qce/shared-kit/storage';
import { expectNoAxeViolations } from '@qce/testing';
import {
  PEDRO_USER_ID,
  completedApplication,
  fault,
  renderAt,
  server,
  setupMockServer,
  signIn,
} from '../../testing/render-app';

setupMockServer();
// Whole journeys against the mock backend, on a machine shared by several suites.
jest.setTimeout(20_000);

/** Records the bodies of the recurring payment requests (payment §7 POST recurring payments). */
function recordRecurringRequests(): RecurringPaymentRequest[] {
  const sent: RecurringPaymentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/payment/recurring')) {
      void request
        .clone()
        .json()
        .then((body: RecurringPaymentRequest) => sent.push(body));
    }
  });
  return sent;
}

const form = () => screen.findByRole('form', { name: RECURRING_MESSAGES.requestTitle });

async function fillRequest(applicationId: string, orNumber: string) {
  const user = userEvent.setup();
  const requestForm = await form();
  await user.selectOptions(within(requestForm).getByLabelText(/Application ID/), applicationId);
  await user.type(within(requestForm).getByLabelText(/OR Number/), orNumber);
  return { user, requestForm };
}

describe('follow-up applications (payment §2 Recurring applications, §5, §7, §8)', () => {
  afterEach(() => server.events.removeAllListeners());

  it('redirects /qce/recurring/shl to its applications and lists no follow-ups yet', async () => {
    signIn();
    renderAt('/recurring/shl');
    // While the lists load, the heading and the request instructions already show (ADR 008).
    expect(
      screen.getByRole('heading', { level: 1, name: 'Follow-up Laboratory' }),
    ).toBeInTheDocument();
    expect(screen.getByText(RECURRING_MESSAGES.requestIntro.SHL)).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Loading Follow-up Laboratory' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.common.noRecordsFound)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/qce/recurring/shl/applications');
    expect(
      screen.queryByRole('status', { name: 'Loading Follow-up Laboratory' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByText(RECURRING_MESSAGES.requestIntro.SHL)).toHaveLength(1);
  });

  it('shows a not-found panel for another lab type, with a link back through the shell', async () => {
    signIn();
    const navigate = jest.fn();
    renderAt('/recurring/xyz/applications', navigate);
    expect(
      await screen.findByRole('heading', { name: MESSAGES.common.notFoundTitle }),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('link', { name: MESSAGES.common.backToApplications }));
    expect(navigate).toHaveBeenCalledWith('/qce/applications');
  });

  it('shows a not-found panel for a page the lab type does not have, and hands /qce/recurring to the shell', async () => {
    signIn();
    const navigate = jest.fn();
    const first = renderAt('/recurring/shl/pages/permit-issuing', navigate);
    expect(await screen.findByText(RECURRING_MESSAGES.pageNotFound)).toBeInTheDocument();
    first.unmount();
    renderAt('/recurring', navigate);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/qce/applications'));
  });

  it('disables the form with an explanation when there is no valid application (eligibility rule)', async () => {
    signIn({ scenario: 'fresh' });
    const { container } = renderAt('/recurring/shl/applications');
    expect(await screen.findByText(MESSAGES.recurring.noValidApplications)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    expect(screen.getByRole('button', { name: RECURRING_MESSAGES.submitRequest })).toBeDisabled();
    expect(screen.getByLabelText(/OR Number/)).toBeDisabled();
  });

  it('requires both the application ID and the OR number', async () => {
    signIn();
    renderAt('/recurring/shl/applications');
    const requestForm = await form();
    await userEvent
      .setup()
      .click(within(requestForm).getByRole('button', { name: RECURRING_MESSAGES.submitRequest }));
    expect(
      await within(requestForm).findByText(MESSAGES.validation.fieldRequired('Application ID')),
    ).toBeInTheDocument();
    expect(
      within(requestForm).getByText(MESSAGES.validation.fieldRequired('OR Number')),
    ).toBeInTheDocument();
  });

  it('validates the pair first: a wrong OR number shows the server message and the check text, nothing is created', async () => {
    const juan = signIn();
    const sent = recordRecurringRequests();
    const { applicationId } = await completedApplication(juan.email, 1);
    renderAt('/recurring/shl/applications');
    const { user, requestForm } = await fillRequest(applicationId, 'WRONG-123');
    await user.click(
      within(requestForm).getByRole('button', { name: RECURRING_MESSAGES.submitRequest }),
    );
    const alert = await within(requestForm).findByRole('alert');
    expect(alert).toHaveTextContent(
      `OR number WRONG-123 does not belong to application ${applicationId}.`,
    );
    expect(alert).toHaveTextContent(MESSAGES.payment.checkOrNumber);
    expect(sent).toHaveLength(0);
  });

  it('keeps what was typed across a reload until submitted', async () => {
    const juan = signIn();
    const { applicationId } = await completedApplication(juan.email, 1);
    const first = renderAt('/recurring/shl/applications');
    await fillRequest(applicationId, 'OR-DRAFT');
    first.unmount();
    renderAt('/recurring/shl/applications');
    expect(await screen.findByLabelText(/OR Number/)).toHaveValue('OR-DRAFT');
  });

  it('SHL: sends one request with the VD item and peso false, lists the follow-up and opens its order of payment', async () => {
    const juan = signIn();
    const sent = recordRecurringRequests();
    const { applicationId, orNumber } = await completedApplication(juan.email, 1);
    renderAt('/recurring/shl/applications');
    const { user, requestForm } = await fillRequest(applicationId, orNumber);
    const submit = within(requestForm).getByRole('button', {
      name: RECURRING_MESSAGES.submitRequest,
    });
    await user.dblClick(submit);
    await user.click(submit);
    expect(await screen.findByText(/Your follow-up request was created/)).toBeInTheDocument();
    await waitFor(() => expect(within(requestForm).getByLabelText(/OR Number/)).toHaveValue(''));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      applicationId,
      peso: false,
      officialReceiptNumber: orNumber,
      detailRequestDtos: [
        {
          orderOfPaymentId: 4,
          price: 120,
          laboratory: true,
          socialHygiene: true,
          waterAnalysis: false,
        },
      ],
    });
    const table = await screen.findByRole('table', { name: RECURRING_MESSAGES.ongoingCaption });
    const row = await within(table).findByRole('link', {
      name: /Open the order of payment of application/,
    });
    await user.click(row);
    expect(
      await screen.findByRole('heading', { name: MESSAGES.recurring.recurringPayment }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/qce/recurring/shl/pages/order-of-payment');
    expect(localKeys.get('permitId')).toBe('1');
  });

  it('WAL: chooses the Microbiological item for the sanitary permit owner', async () => {
    const pedro = signIn({ userId: PEDRO_USER_ID });
    const sent = recordRecurringRequests();
    const { applicationId, orNumber } = await completedApplication(pedro.email, 2);
    renderAt('/recurring/wal/applications');
    expect(
      await screen.findByRole('heading', { name: 'Follow-up Water Analysis' }),
    ).toBeInTheDocument();
    const { user, requestForm } = await fillRequest(applicationId, orNumber);
    await user.click(
      within(requestForm).getByRole('button', { name: RECURRING_MESSAGES.submitRequest }),
    );
    expect(await screen.findByText(/Your follow-up request was created/)).toBeInTheDocument();
    expect(sent[0]?.detailRequestDtos).toEqual([
      {
        orderOfPaymentId: 13,
        price: 450,
        laboratory: true,
        socialHygiene: false,
        waterAnalysis: true,
      },
    ]);
    const followUps = await getApplications({
      email: pedro.email,
      page: 1,
      limit: 60,
      permitId: 2,
      waterAnalysisCompleted: true,
      recurring: true,
    });
    expect(followUps.data.details).toHaveLength(1);
  });

  it('a failed recurring payment request shows the payment-not-created error and keeps the input', async () => {
    const juan = signIn();
    const { applicationId, orNumber } = await completedApplication(juan.email, 1);
    await fault('RECURRING_PAYMENTS');
    renderAt('/recurring/shl/applications');
    const { user, requestForm } = await fillRequest(applicationId, orNumber);
    await user.click(
      within(requestForm).getByRole('button', { name: RECURRING_MESSAGES.submitRequest }),
    );
    expect(await screen.findByText(RECURRING_MESSAGES.paymentNotCreated)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(requestForm).getByRole('button', { name: RECURRING_MESSAGES.submitRequest }),
      ).toBeEnabled(),
    );
    expect(within(requestForm).getByLabelText(/OR Number/)).toHaveValue(orNumber);
  });

  it('a failed list load shows a retry panel, never a white screen', async () => {
    signIn();
    await fault('APPLICATION');
    renderAt('/recurring/shl/applications');
    expect(await screen.findByText(RECURRING_MESSAGES.listFailure)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('form', { name: RECURRING_MESSAGES.requestTitle }),
    ).toBeInTheDocument();
  });
});
