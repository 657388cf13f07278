import { LANDING_CARD_MESSAGES } from '../landing-cards';

/**
 * @qce/domain/messages/static-pages (the apps: @qce/shared-kit/messages/static-pages): the pages whose
 * first paint comes from static HTML (ADR 008), the first page of each track and the documents page.
 * Their remote renders these texts; the shell writes the same texts into the route's HTML and shows
 * them while the remote loads, so the page's heading (and any text that needs no data) is painted
 * before any script runs.
 */
export interface StaticPage {
  /** The page's `<h1>`. */
  title: string;
  /** A paragraph under the heading that needs no data. */
  lead?: string;
  /** The panel the page opens with, when its heading and text need no data (the follow-up request). */
  intro?: { heading: string; text: string };
}

/** A track's first page. */
export interface TrackFirstPage extends StaticPage {
  /** The first page's path under the portal. */
  path: string;
  /** The track's home, which the remote redirects to `path`. */
  home: string;
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

/** `/qce/documents/:appId`, the QR target (payment §2): served by the HTML written for `folder`. */
export const DOCUMENTS_PAGE = {
  folder: '/qce/documents',
  title: 'Document Verification',
  lead: 'This page confirms a document issued by the City Health Department.',
} as const satisfies StaticPage & { folder: string };

/**
 * The static page shown at `pathname`, if any: a track's first page (its path or its home, trailing
 * slash ignored) or the documents page of one id.
 */
export function staticPageAt(pathname: string): StaticPage | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const track = Object.values(TRACK_FIRST_PAGES).find(
    (page) => page.path === normalized || page.home === normalized,
  );
  if (track) return track;
  const slash = normalized.lastIndexOf('/');
  const oneId =
    normalized.slice(0, slash) === DOCUMENTS_PAGE.folder && slash < normalized.length - 1;
  return oneId ? DOCUMENTS_PAGE : undefined;
}
