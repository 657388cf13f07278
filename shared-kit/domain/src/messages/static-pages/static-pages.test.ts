import { DOCUMENTS_PAGE, TRACK_FIRST_PAGES, staticPageAt } from './index';
import { RECURRING_MESSAGES } from '../recurring-messages';

describe('staticPageAt (ADR 008)', () => {
  it("finds a track's first page at its path and its home, with or without a trailing slash", () => {
    expect(staticPageAt('/qce/ihc/applications')).toBe(TRACK_FIRST_PAGES.IHC);
    expect(staticPageAt('/qce/ihc')).toBe(TRACK_FIRST_PAGES.IHC);
    expect(staticPageAt('/qce/sp/applications/')).toBe(TRACK_FIRST_PAGES.SP);
    expect(staticPageAt('/qce/recurring/wal')).toBe(TRACK_FIRST_PAGES.WAL);
  });

  it('finds the documents page of exactly one id', () => {
    expect(staticPageAt('/qce/documents/1001')).toBe(DOCUMENTS_PAGE);
    expect(staticPageAt('/qce/documents')).toBeUndefined();
    expect(staticPageAt('/qce/documents/1001/extra')).toBeUndefined();
  });

  it('finds nothing on the other pages of a track', () => {
    for (const path of [
      '/qce/ihc/application-form',
      '/qce/recurring/shl/order-of-payment',
      '/qce',
      '/',
    ]) {
      expect(staticPageAt(path)).toBeUndefined();
    }
  });

  it('holds the texts the recurring pages render (one source)', () => {
    expect(TRACK_FIRST_PAGES.SHL.title).toBe(RECURRING_MESSAGES.titles.SHL);
    expect(TRACK_FIRST_PAGES.WAL.intro).toEqual({
      heading: RECURRING_MESSAGES.requestTitle,
      text: RECURRING_MESSAGES.requestIntro.WAL,
    });
  });
});
