import { useState } from 'react';
import type { AuditLogEntry } from '@qce/shared-kit/api';
import { canShowCancelButton, latestStep, showUpdateDetailsIcon } from '@qce/shared-kit/domain';
import type { ApplicationTrack, UpdateDetailsPage } from '@qce/shared-kit/domain';
import type { LandingSelection } from '@qce/shared-kit/flows/initial-details';
import { MESSAGES } from '@qce/shared-kit/messages';
import { ConfirmationModal, Tooltip, Button } from '@qce/shared-kit/ui';
import { UpdateDetailsDialog } from './update-details-dialog';
import styles from './application-details.module.css';

export interface ApplicationDetailsHeaderProps<T extends LandingSelection> {
  /** Whose lists Update Details offers; absent (with `onUpdate`): no Update Details (follow-up). */
  track?: ApplicationTrack;
  applicationId?: string;
  status?: string;
  /** The initial details the Update Details dialog starts from. */
  details: T;
  /** The read-only summary, label and value ('-' when empty). */
  summary: readonly (readonly [string, string])[];
  auditLogs: readonly AuditLogEntry[];
  /** Which §4 Update Details icon rule applies. */
  page: UpdateDetailsPage;
  /** The application's `source_type` (SP: no Update Details for OUBPAS). */
  sourceType?: string | null;
  /** The form is read-only: no Update Details. */
  locked?: boolean;
  cancelDisabled?: boolean;
  /** Label of the button that closes the cancel confirmation (default 'Keep Application'). */
  keepLabel?: string;
  /**
   * The section's accessible name when the page shows no 'Application Details' heading (SP): the
   * summary comes first and the buttons follow it. Absent: the heading with the buttons beside it.
   */
  label?: string;
  /** Saves the new details; rejects when saving failed (the caller reports both outcomes). */
  onUpdate?: (next: T) => Promise<void>;
  /** Discards the application (Cancel Application); absent: no cancel button. */
  onCancelApplication?: () => Promise<void>;
}

/**
 * Application details header (intake §2, §4): the read-only summary of the initial details, the
 * Update Details button (visibility per §4 Update Details icon) and Cancel Application (shown only
 * when Upload Requirements was logged and the status is Draft; tooltip, confirmation, Discard).
 */
export function ApplicationDetailsHeader<T extends LandingSelection>({
  track,
  applicationId,
  status,
  details,
  summary,
  auditLogs,
  page,
  sourceType,
  locked = false,
  cancelDisabled = false,
  keepLabel = 'Keep Application',
  label,
  onUpdate,
  onCancelApplication,
}: ApplicationDetailsHeaderProps<T>) {
  const [updateOpen, setUpdateOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const latestStatus = latestStep(auditLogs)?.status ?? null;
  const canUpdate =
    !locked &&
    Boolean(track && onUpdate) &&
    showUpdateDetailsIcon({ page, latestStepStatus: latestStatus, sourceType: sourceType ?? null });
  const canCancel = Boolean(onCancelApplication) && canShowCancelButton({ status, auditLogs });

  const actions = (
    <div className="qce-actions">
      {canUpdate && (
        <Button onClick={() => setUpdateOpen(true)}>{MESSAGES.updateDetails.button}</Button>
      )}
      {canCancel && (
        <Tooltip content={MESSAGES.cancelApplication.tooltip} placement="bottom">
          <Button variant="danger" disabled={cancelDisabled} onClick={() => setCancelOpen(true)}>
            {MESSAGES.cancelApplication.button}
          </Button>
        </Tooltip>
      )}
    </div>
  );
  const summaryList = (
    <dl className={styles.summary}>
      {summary.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <section
      className="qce-panel"
      aria-label={label}
      aria-labelledby={label ? undefined : 'application-details-title'}
    >
      {label ? (
        <>
          {summaryList}
          {actions}
        </>
      ) : (
        <>
          <div className={styles.headerRow}>
            <h2 id="application-details-title">
              Application Details{applicationId ? ` (${applicationId})` : ''}
            </h2>
            {actions}
          </div>
          {summaryList}
        </>
      )}
      {updateOpen && track && onUpdate && (
        <UpdateDetailsDialog
          open
          track={track}
          current={details}
          onClose={() => setUpdateOpen(false)}
          onSave={async (next) => {
            await onUpdate(next);
            setUpdateOpen(false);
          }}
        />
      )}
      {onCancelApplication && (
        <ConfirmationModal
          open={cancelOpen}
          title={MESSAGES.cancelApplication.confirmTitle}
          message={MESSAGES.cancelApplication.confirmation}
          tone="danger"
          confirmLabel={MESSAGES.cancelApplication.button}
          cancelLabel={keepLabel}
          onCancel={() => setCancelOpen(false)}
          onConfirm={async () => {
            await onCancelApplication();
            setCancelOpen(false);
          }}
        />
      )}
    </section>
  );
}
