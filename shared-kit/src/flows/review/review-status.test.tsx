import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { FLOW_MESSAGES, MESSAGES } from '../../messages';
import { ReviewStatus } from './review-status';

describe('ReviewStatus (intake §2 Under Review and Review Completed)', () => {
  it.each([
    ['individual', MESSAGES.review.underReviewBody],
    ['bulk', FLOW_MESSAGES.review.underReviewBulk],
    ['sp', FLOW_MESSAGES.review.underReviewSp],
  ] as const)('says the department head is reviewing (%s)', async (variant, text) => {
    const { container } = render(<ReviewStatus state="under-review" variant={variant} />);
    expect(
      screen.getByRole('heading', { name: MESSAGES.review.underReviewTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(text)).toHaveTextContent(/department head is reviewing/);
    await expectNoAxeViolations(container);
  });

  it('shows Review Completed, approved, with Go to Issuing', async () => {
    const onGoToIssuing = jest.fn();
    render(<ReviewStatus state="approved" onGoToIssuing={onGoToIssuing} />);
    expect(
      screen.getByRole('heading', { name: MESSAGES.review.reviewCompletedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.review.approvedBody)).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: MESSAGES.review.goToIssuing }));
    expect(onGoToIssuing).toHaveBeenCalledTimes(1);
  });

  it('renders Go to Issuing as a real link when given an href and hands the click to the track', async () => {
    const onGoToIssuing = jest.fn();
    render(
      <ReviewStatus
        state="approved"
        onGoToIssuing={onGoToIssuing}
        issuingHref="/qce/ihc/certificate-issuing"
      />,
    );
    const link = screen.getByRole('link', { name: MESSAGES.review.goToIssuing });
    expect(link).toHaveAttribute('href', '/qce/ihc/certificate-issuing');
    await userEvent.setup().click(link);
    expect(onGoToIssuing).toHaveBeenCalledTimes(1);
  });

  it('shows Review Completed, rejected, with the remarks', () => {
    render(<ReviewStatus state="rejected" remarks="Laboratory results are not acceptable." />);
    expect(screen.getByText(MESSAGES.review.rejectedBody)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MESSAGES.status.remarksLabel })).toBeInTheDocument();
    expect(screen.getByText('Laboratory results are not acceptable.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: MESSAGES.review.goToIssuing }),
    ).not.toBeInTheDocument();
  });
});
