import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@qce/shared-kit/messages';
import { openScenarioApplication, renderAt, setupMockServer } from '../../testing/render-app';

setupMockServer();

describe('Under Review and Review Completed (intake §2)', () => {
  it('says the department head is reviewing', async () => {
    await openScenarioApplication('head-approval-pending');
    renderAt('/ihc/under-review');
    expect(await screen.findByText(MESSAGES.review.underReviewBody)).toBeInTheDocument();
  });

  it('approved: Go to Issuing', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('approved');
    renderAt('/ihc/review-completed');
    expect(await screen.findByText(MESSAGES.review.approvedBody)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: MESSAGES.review.goToIssuing }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/certificate-issuing'));
  });

  it('rejected: the rejected text', async () => {
    await openScenarioApplication('rejected');
    renderAt('/ihc/review-completed');
    expect(await screen.findByText(MESSAGES.review.rejectedBody)).toBeInTheDocument();
  });
});
