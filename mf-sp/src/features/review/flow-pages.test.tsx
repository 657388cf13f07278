import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { openScenarioApplication, renderAt, setupMockServer } from '../../testing/render-app';

setupMockServer();
jest.setTimeout(20000);

describe('SP submission, review and payment pages (intake §2, payment §2)', () => {
  it('Successfully Submitted keeps View Order of Payment disabled until Requirements Validation is completed', async () => {
    await openScenarioApplication('sp-with-employees');
    renderAt('/sp/confirmation/application-submitted');
    expect(
      await screen.findByText(MESSAGES.submission.successfullySubmittedBody),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: MESSAGES.submission.viewOrderOfPayment }),
    ).toBeDisabled();
  });

  it('Successfully Submitted opens the order of payment once validated', async () => {
    await openScenarioApplication('shl-wal-eligible');
    renderAt('/sp/confirmation/application-submitted');
    const view = await screen.findByRole('button', {
      name: MESSAGES.submission.viewOrderOfPayment,
    });
    expect(view).toBeEnabled();
    await userEvent.click(view);
    expect(
      await screen.findByRole('heading', { name: MESSAGES.payment.orderOfPaymentTitle }),
    ).toBeInTheDocument();
  });

  it('Requirements Validation shows validation in progress', async () => {
    await openScenarioApplication('sp-with-employees');
    renderAt('/sp/requirements-validation');
    expect(
      await screen.findByText('Validation of your requirements is in progress.'),
    ).toBeInTheDocument();
  });

  it('the SP under-review page says the department head is reviewing', async () => {
    await openScenarioApplication('sp-with-employees');
    renderAt('/sp/under-review');
    expect(await screen.findByText(FLOW_MESSAGES.review.underReviewSp)).toBeInTheDocument();
  });

  it('Review Completed (approved) goes to permit issuing', async () => {
    await openScenarioApplication('shl-wal-eligible');
    renderAt('/sp/review-completed');
    await userEvent.click(await screen.findByRole('link', { name: MESSAGES.review.goToIssuing }));
    expect(await screen.findByRole('heading', { name: 'Permit Issuing' })).toBeInTheDocument();
  });

  it('payment validation shows Payment validated. and continues to the water analysis step', async () => {
    await openScenarioApplication('shl-wal-eligible');
    renderAt('/sp/payment-validation');
    expect(await screen.findByText(MESSAGES.payment.validated)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: FLOW_MESSAGES.validation.continue }));
    expect(await screen.findByRole('heading', { name: 'Water Analysis' })).toBeInTheDocument();
  });

  it('the order of payment page shows the printing notice for the SP application', async () => {
    await openScenarioApplication('shl-wal-eligible');
    renderAt('/sp/order-of-payment');
    const notice = await screen.findByRole('alertdialog', {
      name: MESSAGES.payment.printingNoticeTitle,
    });
    expect(within(notice).getByText(MESSAGES.payment.printingNoticeWarning)).toBeInTheDocument();
  });

  it('step pages go back to the landing when no application is chosen', async () => {
    const { signIn } = await import('../../testing/render-app');
    signIn({ scenario: 'fresh' });
    renderAt('/sp/head-approval');
    expect(
      await screen.findByRole('heading', { name: 'Sanitary Permit Applications' }),
    ).toBeInTheDocument();
  });
});
