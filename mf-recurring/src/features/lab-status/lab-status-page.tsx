import { useState } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import { ErrorPanel, LoaderOverlay, StatusBadge, Button } from '@qce/shared-kit/ui';
import { MESSAGES, RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { REQUIREMENT_STATUS, inHouseResultTime, statusIs } from '@qce/shared-kit/domain';
import type { LaboratoryRecord } from '@qce/shared-kit/api';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import type { LabTrack } from '../../lib/lab-track';
import { useLaboratory } from '../../lib/laboratory';

/** The record the page reads: the latest one of the lab type. */
export const latestLab = (labs: readonly LaboratoryRecord[]): LaboratoryRecord | undefined =>
  labs[labs.length - 1];

function LabStatus({
  track,
  applicationId,
  reloadProgress,
}: {
  track: LabTrack;
  applicationId: string;
  /** Reads the application and its audit log again (the frame's); settles once both are in. */
  reloadProgress: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const labs = useLaboratory(applicationId, track);
  const reload = () => void labs.refetch();
  // The laboratory moves the flow on (staff), which no write of this tab tells the page's cache about:
  // Check again reads the progress too, so the tracker and the next step show where the flow is.
  // Until the progress read of Check again is in, Continue waits: the next step's tracker is drawn from
  // the cache, and a read cut short by leaving the page would leave it the old progress.
  const [checking, setChecking] = useState(false);
  const checkAgain = async () => {
    setChecking(true);
    try {
      await Promise.all([labs.refetch(), reloadProgress()]);
    } finally {
      setChecking(false);
    }
  };
  if (labs.isError) {
    return <ErrorPanel message={RECURRING_MESSAGES.labFailure} onRetry={reload} />;
  }
  if (!labs.data) return <LoaderOverlay active label={RECURRING_MESSAGES.labStatusLabel} />;
  const lab = latestLab(labs.data);
  // payment §4: a lab status page stays in progress until the status equals Completed.
  const completed = statusIs(lab?.status, REQUIREMENT_STATUS.completed);
  const shown = completed ? REQUIREMENT_STATUS.completed : REQUIREMENT_STATUS.inProgress;
  const resultTime = lab && !completed ? inHouseResultTime(lab.submittedBy?.logDate) : undefined;
  const issuing =
    track.labType === 'SHL'
      ? {
          href: paths.certificateIssuing.href(track.segment),
          label: RECURRING_MESSAGES.continueToCertificate,
        }
      : {
          href: paths.permitIssuing.href(track.segment),
          label: RECURRING_MESSAGES.continueToPermit,
        };
  return (
    <section className="qce-panel" aria-labelledby="lab-status-title">
      <h2 id="lab-status-title">{MESSAGES.recurring.recurringLaboratory}</h2>
      <p>
        {RECURRING_MESSAGES.labStatusLabel}: <StatusBadge status={shown} />
      </p>
      <p role="status">
        {completed
          ? RECURRING_MESSAGES.labCompleted
          : lab
            ? RECURRING_MESSAGES.labInProgress
            : RECURRING_MESSAGES.labNotYet}
      </p>
      {resultTime && <p>{MESSAGES.upload.inHouseResultTime(resultTime)}</p>}
      <div className="qce-actions">
        <Button onClick={() => void checkAgain()}>{RECURRING_MESSAGES.checkAgain}</Button>
        <Button
          variant="primary"
          disabled={!completed || checking}
          onClick={() => navigate(issuing.href)}
        >
          {issuing.label}
        </Button>
      </div>
    </section>
  );
}

/** `/qce/recurring/{labType}/pages/lab-notif`, labelled Laboratory Status (payment §2, §4, §7). */
export function LabStatusPage({ track }: { track: LabTrack }) {
  return (
    <StepFrame track={track} title={MESSAGES.recurring.laboratoryStatus}>
      {({ application, reload }) => (
        <LabStatus
          track={track}
          applicationId={application.applicationId}
          reloadProgress={reload}
        />
      )}
    </StepFrame>
  );
}
