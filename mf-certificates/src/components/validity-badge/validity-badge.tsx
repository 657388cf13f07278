import { formatLongDate } from '@qce/shared-kit/domain';
import type { ValidityStatus } from '@qce/shared-kit/domain';
import { LABELS } from '../../config/labels';
import styles from './validity-badge.module.css';

export interface ValidityBadgeProps {
  /** `not-issued`: nothing to call valid yet (not approved by the head, or rejected since). */
  status: ValidityStatus | 'not-issued';
  /** Last valid day, when known. */
  until?: string | undefined;
}

const WORDS = { valid: LABELS.valid, expired: LABELS.expired, 'not-issued': LABELS.notIssued };

/** Says plainly whether a document is Valid, Expired or Not issued (and until when it is valid). */
export function ValidityBadge({ status, until }: ValidityBadgeProps) {
  return (
    <p>
      <strong className={`${styles.badge} ${status === 'valid' ? styles.valid : styles.expired}`}>
        {WORDS[status]}
      </strong>
      {status === 'not-issued' ? (
        <span> {LABELS.notIssuedNote}</span>
      ) : until ? (
        <span>
          {' '}
          {LABELS.validUntil} {formatLongDate(until)}
        </span>
      ) : null}
    </p>
  );
}
