import { formatLongDate } from '@qce/shared-kit/domain';
import type { ValidityStatus } from '@qce/shared-kit/domain';
import { LABELS } from '../../config/labels';
import styles from './validity-badge.module.css';

export interface ValidityBadgeProps {
  status: ValidityStatus;
  /** Last valid day, when known. */
  until?: string | undefined;
}

/** Says plainly whether a document is Valid or Expired (and until when). */
export function ValidityBadge({ status, until }: ValidityBadgeProps) {
  const word = status === 'valid' ? LABELS.valid : LABELS.expired;
  return (
    <p>
      <strong className={`${styles.badge} ${status === 'valid' ? styles.valid : styles.expired}`}>
        {word}
      </strong>
      {until ? (
        <span>
          {' '}
          {LABELS.validUntil} {formatLongDate(until)}
        </span>
      ) : null}
    </p>
  );
}
