import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export type EmptyStateProps = { message: ReactNode; title?: string; action?: ReactNode };

/** Shown instead of a list or page body when there is nothing yet (e.g. 'No existing history'). */
export function EmptyState({ message, title, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <p className={styles.message}>{message}</p>
      {action && <div className="qce-actions">{action}</div>}
    </div>
  );
}
