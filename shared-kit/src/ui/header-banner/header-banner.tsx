import type { MouseEvent, ReactNode } from 'react';
import { routeClick } from '../lib/link';
import styles from './header-banner.module.css';

export type HeaderBannerProps = {
  /** Portal title, e.g. the e-services title. */
  title: string;
  /** Where the title links to (the landing page); plain text when absent. */
  homeHref?: string;
  /** Router hand-off for the title link (plain left clicks only). */
  onNavigate?: (href: string) => void;
  /** Optional logo or seal; decorative unless it carries its own alt text. */
  logo?: ReactNode;
  /** Navigation links; wrapped in a <nav> named by `navLabel`. */
  nav?: ReactNode;
  navLabel?: string;
  /** id of the page's <main> (give it tabIndex={-1}); the skip link jumps there. */
  mainId?: string;
  skipLabel?: string;
};

/** Site header: skip-to-content link, portal title, optional navigation. Hidden when printing. */
export function HeaderBanner({
  title,
  homeHref,
  onNavigate,
  logo,
  nav,
  navLabel = 'Main',
  mainId = 'main-content',
  skipLabel = 'Skip to main content',
}: HeaderBannerProps) {
  return (
    <>
      <a className="qce-skip-link" href={`#${mainId}`}>
        {skipLabel}
      </a>
      <header className={`${styles.banner} qce-no-print`}>
        <div className={styles.inner}>
          <div className={styles.brand}>
            {logo}
            {homeHref ? (
              <a
                className={styles.title}
                href={homeHref}
                onClick={(event: MouseEvent<HTMLAnchorElement>) =>
                  routeClick(event, homeHref, onNavigate)
                }
              >
                {title}
              </a>
            ) : (
              <span className={styles.title}>{title}</span>
            )}
          </div>
          {nav && (
            <nav aria-label={navLabel} className={styles.nav}>
              {nav}
            </nav>
          )}
        </div>
      </header>
    </>
  );
}
