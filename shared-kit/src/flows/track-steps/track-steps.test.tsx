import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { TRANSACTION_TYPE } from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/domain';
import type { ApplicationRecord, Requirement } from '@qce/shared-kit/api';
import { expectNoAxeViolations } from '@qce/testing';
import {
  ApplicationSubmittedPanel,
  OngoingApplicationDialog,
  RequirementsListModal,
  ApplicationSubmittedStep,
  ReviewCompletedStep,
  ReviewOutcome,
  UnderReviewStep,
  createIntakeStepPages,
  paymentUserOf,
} from './index';
import type { StepFrame, StepFrameContext } from './index';
import { sessionKeys } from '@qce/shared-kit/storage';

const completed = (transactionType: string): AuditLogEntry => ({
  transactionType,
  status: 'COMPLETED',
  logDate: '2026-01-05T08:00:00Z',
});

describe('ReviewOutcome (intake §2 Review Completed)', () => {
  const go = jest.fn();
  it('rejected: the rejected text with the remarks', () => {
    render(
      <ReviewOutcome
        application={{ status: 'Rejected', remarks: 'Expired ID' }}
        auditLogs={[]}
        variant="sp"
        issuingHref="/qce/sp/permit-issuing"
        onGoToIssuing={go}
      />,
    );
    expect(screen.getByText(MESSAGES.review.rejectedBody)).toBeInTheDocument();
    expect(screen.getByText(/Expired ID/)).toBeInTheDocument();
  });

  it('approved once Head Approval is COMPLETED: Go to Issuing', async () => {
    render(
      <ReviewOutcome
        application={{ status: 'For Issuing' }}
        auditLogs={[completed(TRANSACTION_TYPE.headApproval)]}
        variant="individual"
        issuingHref="/qce/ihc/certificate-issuing"
        onGoToIssuing={go}
      />,
    );
    const link = screen.getByRole('link', { name: MESSAGES.review.goToIssuing });
    expect(link).toHaveAttribute('href', '/qce/ihc/certificate-issuing');
    await userEvent.click(link);
    expect(go).toHaveBeenCalled();
  });

  it("otherwise still under review with the track's wording", () => {
    render(
      <ReviewOutcome
        application={{ status: 'For Review' }}
        auditLogs={[]}
        variant="sp"
        issuingHref="/qce/sp/permit-issuing"
        onGoToIssuing={go}
      />,
    );
    expect(screen.getByText(FLOW_MESSAGES.review.underReviewSp)).toBeInTheDocument();
  });
});

describe('ApplicationSubmittedPanel (intake §2 Successfully Submitted)', () => {
  it('enables View Order of Payment only once Requirements Validation is COMPLETED', async () => {
    const view = jest.fn();
    const { rerender, container } = render(
      <ApplicationSubmittedPanel auditLogs={[]} notice="Saved." onViewOrderOfPayment={view} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByText(MESSAGES.submission.successfullySubmittedBody)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: MESSAGES.submission.viewOrderOfPayment });
    expect(button).toBeDisabled();
    rerender(
      <ApplicationSubmittedPanel
        auditLogs={[completed(TRANSACTION_TYPE.requirementsValidation)]}
        onViewOrderOfPayment={view}
      />,
    );
    await userEvent.click(button);
    expect(view).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});

describe('application form dialogs (intake §2, §5 Ongoing application check)', () => {
  it('Ongoing Application Detected lists the ids and offers both ways out', async () => {
    const stay = jest.fn();
    const history = jest.fn();
    render(
      <OngoingApplicationDialog
        applicationIds={['A-1', 7]}
        onStay={stay}
        onCheckHistory={history}
      />,
    );
    const list = screen.getByRole('list', { name: MESSAGES.ongoing.existingIdsLabel });
    expect(list).toHaveTextContent('A-1');
    expect(list).toHaveTextContent('7');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.ongoing.checkHistory }));
    expect(history).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.ongoing.stayOnPage }));
    expect(stay).toHaveBeenCalled();
  });

  it('Requirements List shows the 60-day notice only when asked', async () => {
    const confirm = jest.fn();
    const requirements: Requirement[] = [
      { requirementId: 1, requirementName: 'Valid ID', required: true },
    ];
    const { rerender } = render(
      <RequirementsListModal
        requirements={requirements}
        sixtyDayNotice
        onConfirm={confirm}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText(MESSAGES.requirementsList.sixtyDayNotice)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Valid ID' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.common.confirm }));
    expect(confirm).toHaveBeenCalled();
    rerender(
      <RequirementsListModal requirements={[]} onConfirm={confirm} onClose={() => undefined} />,
    );
    expect(screen.queryByText(MESSAGES.requirementsList.sixtyDayNotice)).toBeNull();
    expect(screen.getByText(MESSAGES.common.noRecords)).toBeInTheDocument();
  });
});

describe('paymentUserOf (payment §2)', () => {
  afterEach(() => window.sessionStorage.clear());

  it("is the signed-in user's id, else the application's, with the application's e-mail", () => {
    const application: ApplicationRecord = {
      applicationId: 'A-1',
      permitId: 1,
      userId: '101',
      status: 'Draft',
      formData: { email: 'juan@example.com' },
    };
    expect(paymentUserOf(application)).toEqual({ id: '101', username: 'juan@example.com' });
    sessionKeys.set('userId', '205');
    expect(paymentUserOf({ ...application, formData: {} })).toEqual({ id: '205', username: '' });
  });
});

/** A frame that hands a fixed application to the page, as a track's StepFrame does. */
const frameWith =
  (ctx: StepFrameContext): StepFrame =>
  ({ title, showTitle = true, children }) => (
    <main aria-label={title}>
      {showTitle && <h1>{title}</h1>}
      {children(ctx)}
    </main>
  );

describe('step pages framed by the track (intake §2)', () => {
  it('Under Review and Review Completed read the framed application', () => {
    const frame = frameWith({
      application: { status: 'Rejected', remarks: 'Blurry' },
      auditLogs: [],
    });
    const { unmount } = render(<UnderReviewStep Frame={frame} variant="bulk" />);
    expect(screen.getByText(FLOW_MESSAGES.review.underReviewBulk)).toBeInTheDocument();
    unmount();
    render(
      <ReviewCompletedStep
        Frame={frame}
        variant="sp"
        issuingHref="/qce/sp/permit-issuing"
        onGoToIssuing={() => undefined}
      />,
    );
    expect(screen.getByText(MESSAGES.review.rejectedBody)).toBeInTheDocument();
  });

  it('Successfully Submitted carries the title and the notice', () => {
    const frame = frameWith({ application: { status: 'For Validation' }, auditLogs: [] });
    render(
      <ApplicationSubmittedStep
        Frame={frame}
        notice="Saved."
        onViewOrderOfPayment={() => undefined}
      />,
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: MESSAGES.submission.successfullySubmittedTitle,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });
});

/** A track's intake pages over a fixed application; its navigation is a spy. */
function pagesWith(ctx: StepFrameContext, state: unknown = null) {
  const navigate = jest.fn();
  const pages = createIntakeStepPages({
    Frame: frameWith(ctx),
    useNavigate: () => navigate,
    useLocationState: () => state,
    basename: '/qce',
    paths: {
      orderOfPayment: { href: '/sp/order-of-payment' },
      requirementsUpload: { href: '/sp/requirements-upload' },
    },
    issuing: { href: '/sp/permit-issuing' },
    variant: 'sp',
  });
  return { ...pages, navigate };
}

describe('createIntakeStepPages: the intake pages IHC and SP share (intake §2)', () => {
  it("Successfully Submitted shows the submit's notice and opens the order of payment once validated", async () => {
    const { ApplicationSubmittedPage, navigate } = pagesWith(
      {
        application: { status: 'For Review' },
        auditLogs: [completed(TRANSACTION_TYPE.requirementsValidation)],
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
      auditLogs: [
        { ...completed(TRANSACTION_TYPE.requirementsValidation), status: 'REQUIRES_UPDATE' },
      ],
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
      auditLogs: [completed(TRANSACTION_TYPE.headApproval)],
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
