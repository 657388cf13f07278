import { useState } from 'react';
import { ConfirmationModal, Tooltip } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { canShowCancelButton, latestStep, showUpdateDetailsIcon } from '@qce/shared-kit/domain';
import type { UpdateDetailsPage } from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/api';
import type { InitialDetails } from '../lib/initial-details';
import { UpdateDetailsDialog } from './update-details-dialog';
import styles from './step-layout.module.css';

const L = MESSAGES.landing;

/**
 * Application details header (intake §2, §4): the read-only summary of the initial details, the
 * Update Details button (visibility per §4 Update Details icon) and Cancel Application (shown only
 * when Upload Requirements was logged and the status is Draft; tooltip, confirmation, Discard).
 */
export function ApplicationDetailsHeader({
  applicationId,
  status,
  details,
  auditLogs,
  page,
  locked = false,
  cancelDisabled = false,
  onUpdate,
  onCancelApplication,
}: {
  applicationId?: string;
  status?: string;
  details: InitialDetails;
  auditLogs: readonly AuditLogEntry[];
  page: UpdateDetailsPage;
  /** The form is read-only: no Update Details. */
  locked?: boolean;
  cancelDisabled?: boolean;
  onUpdate: (next: InitialDetails) => Promise<void>;
  onCancelApplication?: () => Promise<void>;
}) {
  const [updateOpen, setUpdateOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const latestStatus = latestStep(auditLogs)?.status ?? null;
  const canUpdate = !locked && showUpdateDetailsIcon({ page, latestStepStatus: latestStatus });
  const canCancel = Boolean(onCancelApplication) && canShowCancelButton({ status, auditLogs });

  const rows: [string, string][] = [
    [L.classification, details.classification === 'BULK' ? L.bulk : L.individual],
    [L.applicationType, details.type ?? ''],
    [L.industry, details.industry ?? ''],
    [L.subIndustry, details.subIndustry ?? ''],
    [L.businessLine, details.businessLine ?? ''],
    [L.pesoBeneficiary, details.isPESO ? 'Yes' : 'No'],
  ];

  return (
    <section className="qce-panel" aria-labelledby="application-details-title">
      <div className={styles.headerRow}>
        <h2 id="application-details-title">
          Application Details{applicationId ? ` (${applicationId})` : ''}
        </h2>
        <div className="qce-actions">
          {canUpdate && (
            <button
              type="button"
              className="qce-button qce-button--secondary"
              onClick={() => setUpdateOpen(true)}
            >
              {MESSAGES.updateDetails.button}
            </button>
          )}
          {canCancel && (
            <Tooltip content={MESSAGES.cancelApplication.tooltip} placement="bottom">
              <button
                type="button"
                className="qce-button qce-button--danger"
                disabled={cancelDisabled}
                onClick={() => setCancelOpen(true)}
              >
                {MESSAGES.cancelApplication.button}
              </button>
            </Tooltip>
          )}
        </div>
      </div>
      <dl className={styles.summary}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
      {updateOpen && (
        <UpdateDetailsDialog
          open
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
          cancelLabel="Keep Application"
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
