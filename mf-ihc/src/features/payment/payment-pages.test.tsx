import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { ihcApi } from '../../lib/ihc-api';
import {
  openScenarioApplication,
  renderAt,
  server,
  setupMockServer,
} from '../../testing/render-app';

setupMockServer();

const P = MESSAGES.payment;

describe('IHC payment routes through the shared flows (payment §2)', () => {
  it('order of payment: the Printing Notice and the order', async () => {
    await openScenarioApplication('payment-due');
    renderAt('/ihc/order-of-payment');
    expect(await screen.findByText(P.printingNoticeWarning)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: P.orderOfPaymentTitle })).toBeInTheDocument();
  });

  it("payment validation: 'Payment validated.' and Continue to the HIV seminar", async () => {
    const user = userEvent.setup();
    await openScenarioApplication('seminar-pending');
    renderAt('/ihc/payment-validation');
    expect(await screen.findByText(P.validated)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FLOW_MESSAGES.validation.continue }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/hiv-seminar'));
  });

  it('a bulk-part applicant sees only the information page', async () => {
    const id = await openScenarioApplication('payment-due');
    const record = await ihcApi.application(id);
    server.use(
      http.get('*/api/application/:id', () =>
        HttpResponse.json({ data: { data: { ...record, bulkApplicationId: '501' } } }),
      ),
    );
    renderAt('/ihc/order-of-payment');
    expect(await screen.findByText(P.bulkPartInfo)).toBeInTheDocument();
    expect(screen.queryByText(P.printingNoticeWarning)).not.toBeInTheDocument();
  });
});
