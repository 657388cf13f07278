import type { ReactNode } from 'react';
import { LABELS } from '../../config/labels';
import { PrintButton } from '../print-button/print-button';
import styles from './document-sheet.module.css';

export interface DocumentPageProps {
  /** Shows the Print button (default true). */
  printable?: boolean;
  children: ReactNode;
}

/** A printable document: Print toolbar (screen only) above one or more A4 sheets. */
export function DocumentPage({ printable = true, children }: DocumentPageProps) {
  return (
    <div className={styles.wrapper}>
      {printable ? (
        <div className={`${styles.toolbar} qce-no-print`}>
          <PrintButton />
        </div>
      ) : null}
      {children}
    </div>
  );
}

export interface DocumentSheetProps {
  title: string;
  /** Accessible name of the sheet when it differs from the title (e.g. front/back). */
  label?: string;
  tone?: 'plain' | 'yellow';
  children: ReactNode;
}

/** One A4 sheet with the department header. */
export function DocumentSheet({ title, label, tone = 'plain', children }: DocumentSheetProps) {
  return (
    <article
      className={`${styles.sheet} ${tone === 'yellow' ? styles.yellow : ''}`}
      aria-label={label ?? title}
    >
      <header className={styles.header}>
        <p>{LABELS.republic}</p>
        <p>{LABELS.cityHealthDepartment}</p>
        <h2 className={styles.title}>{title}</h2>
      </header>
      {children}
    </article>
  );
}
