import type { ComponentType, ReactNode } from 'react';
import { ReviewStatus } from '@qce/shared-kit/flows';
import type { ReviewVariant } from '@qce/shared-kit/flows';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { AuditLogEntry } from '@qce/shared-kit/domain';
import { RequirementsValidationStep } from '@qce/shared-kit/flows/requirements-validation';
import { ApplicationSubmittedPanel } from './application-submitted-panel';
import { ReviewOutcome } from './review-outcome';

/** What a step page reads from the track's frame. */
export interface StepFrameContext {
  application: { status?: string | null; remarks?: string | null };
  auditLogs: readonly AuditLogEntry[];
}

/**
 * The track's step frame (`StepFrame` of `createStepFrame`, `@qce/shared-kit/flows/step-frame`): loads
 * the open application and renders the page with it.
 */
export type StepFrame = ComponentType<{
  title: string;
  /** @deprecated No frame reads it; no longer passed. */
  step?: string;
  showTitle?: boolean;
  children: (ctx: StepFrameContext) => ReactNode;
}>;

/** Under Review (intake §2): the department head is reviewing. */
export function UnderReviewStep({ Frame, variant }: { Frame: StepFrame; variant: ReviewVariant }) {
  return (
    <Frame title={MESSAGES.review.underReviewTitle} showTitle={false}>
      {() => <ReviewStatus state="under-review" variant={variant} />}
    </Frame>
  );
}

/** Review Completed (intake §2): approved with Go to Issuing, rejected with the remarks, or still under review. */
export function ReviewCompletedStep({
  Frame,
  variant,
  issuingHref,
  onGoToIssuing,
}: {
  Frame: StepFrame;
  variant: ReviewVariant;
  issuingHref: string;
  onGoToIssuing: () => void;
}) {
  return (
    <Frame title={MESSAGES.review.reviewCompletedTitle} showTitle={false}>
      {({ application, auditLogs }) => (
        <ReviewOutcome
          application={application}
          auditLogs={auditLogs}
          variant={variant}
          issuingHref={issuingHref}
          onGoToIssuing={onGoToIssuing}
        />
      )}
    </Frame>
  );
}

/** Successfully Submitted (intake §2), framed by the track. */
export function ApplicationSubmittedStep({
  Frame,
  notice,
  onViewOrderOfPayment,
}: {
  Frame: StepFrame;
  notice?: string | undefined;
  onViewOrderOfPayment: () => void;
}) {
  return (
    <Frame title={MESSAGES.submission.successfullySubmittedTitle}>
      {({ auditLogs }) => (
        <ApplicationSubmittedPanel
          auditLogs={auditLogs}
          notice={notice}
          onViewOrderOfPayment={onViewOrderOfPayment}
        />
      )}
    </Frame>
  );
}

/** A route of the track's path table (`config/paths.ts`): `href` is within the router's basename. */
export interface TrackPath {
  readonly href: string;
}

/** The entries of the track's path table the shared intake pages lead to. */
export interface IntakeStepPaths {
  readonly orderOfPayment: TrackPath;
  readonly requirementsUpload: TrackPath;
}

export interface IntakeStepPagesConfig {
  /** The track's frame (`createStepFrame(track).StepFrame`). */
  Frame: StepFrame;
  /** The track router's `useNavigate`. */
  useNavigate: () => (route: string) => void;
  /** The router's location state (`() => useLocation().state`): a `notice` handed over by a submit. */
  useLocationState: () => unknown;
  /** Prefix of a route in a real link's href (the router's basename). */
  basename: string;
  /** The track's path table. */
  paths: IntakeStepPaths;
  /** Where Review Completed's Go to Issuing leads: certificate issuing (IHC), permit issuing (SP). */
  issuing: TrackPath;
  /** The track's under-review wording. */
  variant: ReviewVariant;
}

const noticeOf = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  return typeof state.notice === 'string' ? state.notice : undefined;
};

/**
 * The intake pages IHC and SP share (intake §2), each in the track's frame: Successfully Submitted,
 * Requirements Validation, Under Review and Review Completed, leading to the routes of the track's
 * path table. The track routes them.
 */
export function createIntakeStepPages({
  Frame,
  useNavigate,
  useLocationState,
  basename,
  paths,
  issuing,
  variant,
}: IntakeStepPagesConfig) {
  function ApplicationSubmittedPage() {
    const navigate = useNavigate();
    return (
      <ApplicationSubmittedStep
        Frame={Frame}
        notice={noticeOf(useLocationState())}
        onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
      />
    );
  }
  function RequirementsValidationPage() {
    const navigate = useNavigate();
    return (
      <RequirementsValidationStep
        Frame={Frame}
        onUpdateRequirements={() => navigate(paths.requirementsUpload.href)}
        onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
      />
    );
  }
  const UnderReviewPage = () => <UnderReviewStep Frame={Frame} variant={variant} />;
  function ReviewCompletedPage() {
    const navigate = useNavigate();
    return (
      <ReviewCompletedStep
        Frame={Frame}
        variant={variant}
        issuingHref={`${basename}${issuing.href}`}
        onGoToIssuing={() => navigate(issuing.href)}
      />
    );
  }
  return {
    ApplicationSubmittedPage,
    RequirementsValidationPage,
    UnderReviewPage,
    ReviewCompletedPage,
  };
}
