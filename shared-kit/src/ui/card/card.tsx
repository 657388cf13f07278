import { useId } from 'react';
import type { ReactNode } from 'react';
import { routeClick } from '../lib/link';
import { buttonClassName } from '../button/button';
import styles from './card.module.css';

export type CardAction = {
  label: string;
  href: string;
  /** Router hand-off for plain left clicks; without it the link navigates normally. */
  onNavigate?: (href: string) => void;
};

export type CardProps = {
  title: string;
  description?: ReactNode;
  action?: CardAction;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Decorative picture (an <img alt=""> or inline svg). */
  media?: ReactNode;
  children?: ReactNode;
};

/** A titled tile with an optional description and one call to action (a real link). */
export function Card({ title, description, action, headingLevel = 3, media, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {media && <div className={styles.media}>{media}</div>}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {description && <div className={styles.description}>{description}</div>}
      {children}
      {action && (
        <div className={styles.actions}>
          <a
            className={buttonClassName('primary')}
            href={action.href}
            aria-describedby={titleId}
            onClick={(event) => routeClick(event, action.href, action.onNavigate)}
          >
            {action.label}
          </a>
        </div>
      )}
    </article>
  );
}
