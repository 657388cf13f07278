import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { openScenarioApplication, renderAt, setupMockServer } from '../../testing/render-app';

setupMockServer();

describe('Head approval (intake §4 Head approval, payment §2)', () => {
  it('waiting: Go to Issuing stays disabled until the Head Approval log is COMPLETED', async () => {
    await openScenarioApplication('head-approval-pending');
    renderAt('/ihc/head-approval');
    expect(await screen.findByText(FLOW_MESSAGES.headApproval.waiting)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.review.goToIssuing })).toBeDisabled();
  });

  it('approved: the approval date from its logDate, and on to certificate issuing', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('approved');
    renderAt('/ihc/head-approval');
    expect(await screen.findByText(/^Approved on /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.review.goToIssuing }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/certificate-issuing'));
  });
});
