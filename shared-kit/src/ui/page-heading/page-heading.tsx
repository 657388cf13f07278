import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

export type PageHeadingProps = {
  title: string;
  subtitle?: ReactNode;
  /** Buttons or links at the end of the heading row (hidden when printing). */
  actions?: ReactNode;
  level?: 1 | 2;
  id?: string;
};

/** The page's main heading with an optional subtitle and actions. */
export function PageHeading({ title, subtitle, actions, level = 1, id }: PageHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.heading}>
      <div className={styles.text}>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className="qce-actions qce-no-print">{actions}</div>}
    </div>
  );
}
