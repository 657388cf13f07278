import { useNavigate } from '@qce/shared-kit/router';
import { RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { formatShortDate, recurringSteps } from '@qce/shared-kit/domain';
import type { RecurringStepStatus } from '@qce/shared-kit/domain';
import { createStepFrame } from '@qce/shared-kit/flows/step-frame';
import type { StepFrameProps } from '@qce/shared-kit/flows/step-frame';
import type { StepState } from '@qce/shared-kit/ui';
import { BASENAME, paths } from '../config/paths';
import type { LabSegment } from '../config/paths';
import { useCurrentApplication } from '../lib/current-application';
import { LAB_TRACKS, STEP_HREF } from '../lib/lab-track';
import type { LabTrack } from '../lib/lab-track';
import { stepTitle } from '../lib/step-titles';

const TRACKER_STATE: Record<RecurringStepStatus, StepState> = {
  'not started': 'notstarted',
  'in progress': 'inprogress',
  completed: 'completed',
};

/**
 * A follow-up flow's step frame (the kit's, configured per lab): the lab's name under the heading, the
 * tracker of payment §2 and §4 Recurring steps (the in-progress step highlighted, completed steps with
 * their date, not-started steps not clickable), the application id and status; no Update Details and
 * no Cancel Application.
 */
const frameOf = (lab: LabTrack) =>
  createStepFrame({
    useApplication: useCurrentApplication,
    useNavigate,
    basename: BASENAME,
    landingRoute: paths.applications.href(lab.segment),
    failureMessage: RECURRING_MESSAGES.stepsFailure,
    subtitle: RECURRING_MESSAGES.titles[lab.labType],
    steps: {
      label: 'Follow-up progress',
      of: (auditLogs) =>
        recurringSteps(auditLogs, lab.labType).map((step) => {
          const date = step.completedAt ? formatShortDate(step.completedAt) : '';
          return {
            id: step.id,
            label: stepTitle(step.id),
            state: TRACKER_STATE[step.status],
            route: STEP_HREF[step.id](lab.segment),
            ...(date ? { date } : {}),
          };
        }),
    },
    summary: {
      label: 'Application details',
      details: () => ({}),
      rows: (_details, application) => [
        [RECURRING_MESSAGES.columnApplicationId, application?.applicationId ?? ''],
        [RECURRING_MESSAGES.columnStatus, application?.status ?? ''],
      ],
    },
  }).StepFrame;

const FRAMES: Readonly<Record<LabSegment, ReturnType<typeof frameOf>>> = {
  shl: frameOf(LAB_TRACKS.shl),
  wal: frameOf(LAB_TRACKS.wal),
};

/** The step frame of the follow-up lab `track`. */
export function StepFrame({ track, ...props }: StepFrameProps & { track: LabTrack }) {
  const Frame = FRAMES[track.segment];
  return <Frame {...props} />;
}
