import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry } from '@qce/shared-kit/domain';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { createIntakeStepPages } from './index';
import type { StepFrame, StepFrameContext } from './index';

const log = (transactionType: string, status: string): AuditLogEntry => ({
  transactionType,
  status: status as AuditLogEntry['status'],
  logDate: '2026-11-20T08:00:00Z',
});

/** The track's frame, handing a fixed application to the page. */
const frameWith =
  (ctx: StepFrameContext): StepFrame =>
  ({ title, showTitle = true, children }) => (
    <main aria-label={title}>
      {showTitle && <h1>{title}</h1>}
      {children(ctx)}
    </main>
  );

function pagesWith(ctx: StepFrameContext, state: unknown = null) {
  const navigate = jest.fn();
  const pages = createIntakeStepPages({
    Frame: frameWith(ctx),
    useNavigate: () => navigate,
    useLocationState: () => state,
    basename: '/qce',
    routes: {
      orderOfPayment: '/sp/order-of-payment',
      requirementsUpload: '/sp/requirements-upload',
      issuing: '/sp/permit-issuing',
    },
    variant: 'sp',
  });
  return { ...pages, navigate };
}

describe('createIntakeStepPages: the intake pages IHC and SP share (intake §2)', () => {
  it("Successfully Submitted shows the submit's notice and opens the order of payment once validated", async () => {
    const { ApplicationSubmittedPage, navigate } = pagesWith(
      {
        application: { status: 'For Review' },
        auditLogs: [log('Requirements Validation', 'COMPLETED')],
      },
      { notice: 'Application submitted.' },
    );
    render(<ApplicationSubmittedPage />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: MESSAGES.submission.successfullySubmittedTitle,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Application submitted.');
    await userEvent.click(
      screen.getByRole('button', { name: MESSAGES.submission.viewOrderOfPayment }),
    );
    expect(navigate).toHaveBeenCalledWith('/sp/order-of-payment');
  });

  it('Successfully Submitted ignores a location state without a text notice', () => {
    const { ApplicationSubmittedPage } = pagesWith(
      { application: { status: 'For Review' }, auditLogs: [] },
      { notice: 42 },
    );
    render(<ApplicationSubmittedPage />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      screen.getByRole('button', { name: MESSAGES.submission.viewOrderOfPayment }),
    ).toBeDisabled();
  });

  it('Requirements Validation sends a Requires Update applicant back to the uploads', async () => {
    const { RequirementsValidationPage, navigate } = pagesWith({
      application: { status: 'Requires Update', remarks: 'Blurred ID.' },
      auditLogs: [log('Requirements Validation', 'REQUIRES_UPDATE')],
    });
    render(<RequirementsValidationPage />);
    expect(screen.getByRole('main', { name: 'Requirements Validation' })).toHaveTextContent(
      'Blurred ID.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Requirements' }));
    expect(navigate).toHaveBeenCalledWith('/sp/requirements-upload');
  });

  it("Under Review has the track's wording; Review Completed links to the track's issuing", async () => {
    const { UnderReviewPage, ReviewCompletedPage, navigate } = pagesWith({
      application: { status: 'For Issuing' },
      auditLogs: [log('Head Approval', 'COMPLETED')],
    });
    const { unmount } = render(<UnderReviewPage />);
    expect(screen.getByText(FLOW_MESSAGES.review.underReviewSp)).toBeInTheDocument();
    unmount();
    render(<ReviewCompletedPage />);
    const link = screen.getByRole('link', { name: MESSAGES.review.goToIssuing });
    expect(link).toHaveAttribute('href', '/qce/sp/permit-issuing');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/sp/permit-issuing');
  });
});
