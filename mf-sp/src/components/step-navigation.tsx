import { Link } from 'react-router-dom';
import { STEP_ROUTE, TRANSACTION_TYPE, hasStep, stepStatusOf } from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/api';
import { trackHref } from '../config/paths';
import styles from './step-layout.module.css';

/** The sanitary permit flow has no HIV seminar (intake §1: "the same shape without the seminar and test"). */
export const SP_STEPS = [
  TRANSACTION_TYPE.applicationForm,
  TRANSACTION_TYPE.uploadRequirements,
  TRANSACTION_TYPE.requirementsValidation,
  TRANSACTION_TYPE.paymentValidation,
  TRANSACTION_TYPE.headApproval,
] as const;

const LABEL: Record<string, string> = {
  COMPLETED: 'completed',
  IN_PROGRESS: 'in progress',
  REQUIRES_UPDATE: 'requires update',
};

/**
 * The step navigation driven by the audit log (intake §3 Audit log entry, §4 Flow steps): a logged
 * step links to its page with its state; a step not started is plain text.
 */
export function StepNavigation({
  auditLogs,
  current,
}: {
  auditLogs: readonly AuditLogEntry[];
  current?: string;
}) {
  return (
    <nav aria-label="Application steps">
      <ol className={styles.steps}>
        {SP_STEPS.map((type) => {
          const started = hasStep(auditLogs, type) || type === TRANSACTION_TYPE.applicationForm;
          const status = stepStatusOf(auditLogs, type);
          const state = status ? (LABEL[status] ?? status.toLowerCase()) : 'not started';
          const isCurrent = type === current;
          return (
            <li key={type} className={`${styles.step} ${isCurrent ? styles.current : ''}`}>
              {started ? (
                <Link
                  className={styles.stepLink}
                  to={trackHref(STEP_ROUTE[type])}
                  aria-current={isCurrent ? 'step' : undefined}
                >
                  {type} <span className="qce-visually-hidden">({state})</span>
                </Link>
              ) : (
                <span>
                  {type} <span className="qce-visually-hidden">({state})</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
