import { LANDING_CARD_MESSAGES } from '../landing-cards';

/**
 * @qce/shared-kit/messages/track-pages: the first page of each track, its paths and its heading (ADR 008).
 * The track's remote renders the heading; the shell writes the same heading into the route's static
 * HTML and shows it while the remote loads, so the page's title is painted before any script runs.
 */
export interface TrackFirstPage {
  /** The first page's path under the portal. */
  path: string;
  /** The track's home, which the remote redirects to `path`. */
  home: string;
  /** The page's `<h1>`. */
  title: string;
  /** The panel the page opens with, when its heading and text need no data (the follow-up request). */
  intro?: { heading: string; text: string };
}

/** The follow-up request panel, the recurring pages' first panel (wording ours, like `RECURRING_MESSAGES`). */
export const FOLLOW_UP_REQUEST = {
  heading: 'Request a follow-up',
  text: {
    SHL: 'Enter the ID of your completed health certificate application and the OR number of its payment to request a follow-up social hygiene laboratory test.',
    WAL: 'Enter the ID of your completed sanitary permit application and the OR number of its payment to request a follow-up water analysis.',
  },
} as const;

export type TrackKey = 'IHC' | 'SP' | 'SHL' | 'WAL';

export const TRACK_FIRST_PAGES: Readonly<Record<TrackKey, TrackFirstPage>> = {
  IHC: {
    path: '/qce/ihc/applications',
    home: '/qce/ihc',
    title: 'Health Certificate Applications',
  },
  SP: {
    path: '/qce/sp/applications',
    home: '/qce/sp',
    title: 'Sanitary Permit Applications',
  },
  SHL: {
    path: '/qce/recurring/shl/applications',
    home: '/qce/recurring/shl',
    title: LANDING_CARD_MESSAGES.cardFollowUpLaboratory,
    intro: { heading: FOLLOW_UP_REQUEST.heading, text: FOLLOW_UP_REQUEST.text.SHL },
  },
  WAL: {
    path: '/qce/recurring/wal/applications',
    home: '/qce/recurring/wal',
    title: LANDING_CARD_MESSAGES.cardFollowUpWaterAnalysis,
    intro: { heading: FOLLOW_UP_REQUEST.heading, text: FOLLOW_UP_REQUEST.text.WAL },
  },
};

/** The track first page shown at `pathname` (its path or its home, trailing slash ignored), if any. */
export function trackFirstPageAt(pathname: string): TrackFirstPage | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.values(TRACK_FIRST_PAGES).find(
    (page) => page.path === normalized || page.home === normalized,
  );
}
