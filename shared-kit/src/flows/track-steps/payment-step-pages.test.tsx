import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { usePaymentStore } from '@qce/shared-kit/stores';
import { setupRemoteMockServer, signInSeeded } from '@qce/testing/remote-tests';
import { createPaymentStepPages } from './index';
import type { PaymentStepFrame, PaymentStepPagesConfig } from './index';

setupRemoteMockServer({ config: {} });
afterEach(() => usePaymentStore.getState().clear());

const P = MESSAGES.payment;

/** The seeded applicant 101 in `scenario`, and their application as a track's frame reads it. */
async function openApplication(scenario: string): Promise<ApplicationRecord> {
  const user = signInSeeded(scenario, 101);
  const response = await fetch('http://localhost/__staff/applications');
  const all = (await response.json()) as { data: Array<{ applicationId: string; userId: number }> };
  const applicationId = String(all.data.find((a) => a.userId === 101)?.applicationId ?? '');
  return {
    applicationId,
    permitId: 1,
    userId: '101',
    status: 'For Payment',
    formData: { email: user.email },
  };
}

/** A frame that hands the application to the page, as a track's StepFrame does. */
const frameWith =
  (application: ApplicationRecord): PaymentStepFrame =>
  ({ title, showTitle = true, children }) => (
    <main aria-label={title}>
      {showTitle && <h1>{title}</h1>}
      {children({ application })}
    </main>
  );

/** A track's payment pages over `application`; its navigation is a spy. */
function pagesWith(
  application: ApplicationRecord,
  config: Partial<Pick<PaymentStepPagesConfig, 'classification' | 'persistKey'>> = {},
) {
  const navigate = jest.fn();
  const pages = createPaymentStepPages({
    Frame: frameWith(application),
    useNavigate: () => navigate,
    appType: 'IHC',
    paths: {
      orderOfPayment: { href: '/ihc/order-of-payment' },
      paymentValidation: { href: '/ihc/payment-validation' },
    },
    next: { href: '/ihc/hiv-seminar' },
    ...config,
  });
  return { ...pages, navigate };
}

describe('createPaymentStepPages: the payment pages of a track (payment §2)', () => {
  it("Order of Payment: the order in the track's frame, printed as the product's, on to the validation", async () => {
    const { OrderOfPaymentStepPage, navigate } = pagesWith(await openApplication('payment-due'));
    render(<OrderOfPaymentStepPage />);
    const u = userEvent.setup();
    const notice = await screen.findByRole('alertdialog', { name: P.printingNoticeTitle });
    await u.click(
      within(notice).getByRole('button', { name: FLOW_MESSAGES.payment.printingNoticeConfirm }),
    );
    const page = screen.getByRole('main', { name: P.orderOfPaymentTitle });
    expect(within(page).getByRole('heading', { name: P.orderOfPaymentTitle })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: P.printOrder })).toHaveAttribute(
      'href',
      '/qce/print-temp/IHC',
    );
    await u.click(screen.getByRole('button', { name: P.uploadProofOfPayment }));
    const proceed = screen.getByRole('alertdialog', { name: P.proceedTitle });
    await u.click(
      within(proceed).getByRole('button', { name: FLOW_MESSAGES.payment.proceedConfirm }),
    );
    expect(navigate).toHaveBeenCalledWith('/ihc/payment-validation');
  });

  it("Payment Validation: keeps the draft under the track's key and goes back to the order", async () => {
    const application = await openApplication('payment-due');
    const { PaymentValidationStepPage, navigate } = pagesWith(application, {
      persistKey: (applicationId) => `track-payment-validation:${applicationId}`,
    });
    render(<PaymentValidationStepPage />);
    expect(await screen.findByLabelText(new RegExp(`^${P.referenceNumber}`))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        window.sessionStorage.getItem(
          `qce-draft:track-payment-validation:${application.applicationId}`,
        ),
      ).not.toBeNull(),
    );
    await userEvent.click(
      screen.getByRole('button', { name: FLOW_MESSAGES.validation.viewOrderOfPayment }),
    );
    expect(navigate).toHaveBeenCalledWith('/ihc/order-of-payment');
  });

  it("Payment Validation: once validated, Continue leads to the track's next step", async () => {
    const { PaymentValidationStepPage, navigate } = pagesWith(
      await openApplication('seminar-pending'),
    );
    render(<PaymentValidationStepPage />);
    expect(await screen.findByText(P.validated)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: FLOW_MESSAGES.validation.continue }));
    expect(navigate).toHaveBeenCalledWith('/ihc/hiv-seminar');
  });

  it('shows only the information page to an application the track classes as a bulk part', async () => {
    const application = await openApplication('payment-due');
    const { OrderOfPaymentStepPage, PaymentValidationStepPage } = pagesWith(application, {
      classification: (record) =>
        record.applicationId === application.applicationId ? 'bulk-part' : 'individual',
    });
    const { unmount } = render(<OrderOfPaymentStepPage />);
    expect(screen.getByText(P.bulkPartInfo)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: P.payOnline })).not.toBeInTheDocument();
    unmount();
    render(<PaymentValidationStepPage />);
    expect(screen.getByText(P.bulkPartInfo)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.common.submit })).not.toBeInTheDocument();
  });
});
