import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { staticPageHtml } from '@qce/shared-kit/messages/static-page-html';
import { TRACK_FIRST_PAGES } from '@qce/shared-kit/messages/static-pages';
import { RouteFallback } from '../components/route-fallback';
import { captureFirstPaint } from './first-paint';

/** The route's HTML as the server composed it from a track release (here: a heading the shell never had). */
function paint(html: string, pathname: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  captureFirstPaint(root, pathname);
}

afterEach(() => captureFirstPaint(document.createElement('div'), '/'));

describe('first paint owned by the track release (issue 21 item 7)', () => {
  it('keeps showing the heading the server painted, not the one the shell was built with', () => {
    const shipped = { ...TRACK_FIRST_PAGES.SP, title: 'Sanitary Permits, new heading' };
    paint(staticPageHtml(shipped), '/qce/sp/applications');
    render(
      <MemoryRouter initialEntries={['/qce/sp/applications']}>
        <RouteFallback />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sanitary Permits, new heading' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(TRACK_FIRST_PAGES.SP.title)).not.toBeInTheDocument();
  });

  it('keeps the painted intro panel of a follow-up page', () => {
    const shipped = {
      ...TRACK_FIRST_PAGES.SHL,
      intro: { heading: 'Request a follow-up test', text: 'New instructions.' },
    };
    paint(staticPageHtml(shipped), '/qce/recurring/shl/applications/');
    render(
      <MemoryRouter initialEntries={['/qce/recurring/shl/applications']}>
        <RouteFallback />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Request a follow-up test' }),
    ).toBeVisible();
    expect(screen.getByText('New instructions.')).toBeVisible();
  });

  it('uses its own constants on another route than the one painted', () => {
    paint(
      staticPageHtml({ ...TRACK_FIRST_PAGES.SP, title: 'Sanitary Permits, new heading' }),
      '/qce/sp/applications',
    );
    render(
      <MemoryRouter initialEntries={['/qce/ihc/applications']}>
        <RouteFallback />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: TRACK_FIRST_PAGES.IHC.title }),
    ).toBeInTheDocument();
  });
});
