import {
  STEP_STATUS,
  TRANSACTION_TYPE,
  canViewOrderOfPayment,
  statusIs,
  stepStatusOf,
} from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/domain';
import type { StepFrame } from '@qce/shared-kit/flows/track-steps';
import { MESSAGES } from '@qce/shared-kit/messages';
import { Button } from '@qce/shared-kit/ui';

export interface RequirementsValidationStatusProps {
  auditLogs: readonly AuditLogEntry[];
  /** The application's remarks, shown when the requirements need an update. */
  remarks?: string | null;
  /** Update Requirements (Requires Update): back to the track's requirements upload. */
  onUpdateRequirements: () => void;
  /** View Order of Payment, enabled once the order can be viewed (intake §4 Flow steps). */
  onViewOrderOfPayment: () => void;
}

/**
 * Requirements validation status (intake §2, §4 Flow steps): in progress, requires update (with the
 * remarks and a way back to the uploads) or completed.
 */
export function RequirementsValidationStatus({
  auditLogs,
  remarks,
  onUpdateRequirements,
  onViewOrderOfPayment,
}: RequirementsValidationStatusProps) {
  const status = stepStatusOf(auditLogs, TRANSACTION_TYPE.requirementsValidation);
  const requiresUpdate = statusIs(status, STEP_STATUS.requiresUpdate);
  const completed = statusIs(status, STEP_STATUS.completed);
  return (
    <section className="qce-panel" aria-labelledby="validation-title">
      <h2 id="validation-title">Status</h2>
      {completed && <p role="status">Your requirements have been validated.</p>}
      {requiresUpdate && (
        <div role="status">
          <p>Some requirements need an update. Please upload them again and resubmit.</p>
          {remarks && (
            <p>
              <strong>{MESSAGES.status.remarksLabel}:</strong> {remarks}
            </p>
          )}
        </div>
      )}
      {!completed && !requiresUpdate && (
        <p role="status">Validation of your requirements is in progress.</p>
      )}
      <div className="qce-actions">
        {requiresUpdate && (
          <Button variant="primary" onClick={onUpdateRequirements}>
            Update Requirements
          </Button>
        )}
        <Button
          variant="primary"
          disabled={!canViewOrderOfPayment(auditLogs)}
          onClick={onViewOrderOfPayment}
        >
          {MESSAGES.submission.viewOrderOfPayment}
        </Button>
      </div>
    </section>
  );
}

/** The Requirements Validation page (intake §2, §4), framed by the track's step layout. */
export function RequirementsValidationStep({
  Frame,
  onUpdateRequirements,
  onViewOrderOfPayment,
}: { Frame: StepFrame } & Pick<
  RequirementsValidationStatusProps,
  'onUpdateRequirements' | 'onViewOrderOfPayment'
>) {
  return (
    <Frame title="Requirements Validation">
      {({ application, auditLogs }) => (
        <RequirementsValidationStatus
          auditLogs={auditLogs}
          remarks={application.remarks}
          onUpdateRequirements={onUpdateRequirements}
          onViewOrderOfPayment={onViewOrderOfPayment}
        />
      )}
    </Frame>
  );
}
