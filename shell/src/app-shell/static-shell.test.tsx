import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DOCUMENTS_PAGE, TRACK_FIRST_PAGES } from '@qce/shared-kit/messages/static-pages';
import type { StaticPage } from '@qce/shared-kit/messages/static-pages';
import { RouteFallback } from '../components/route-fallback';
import { renderShellAt, setupMockServer, signIn } from '../testing/render-shell';
import { LOADING_PAGE, staticLandingPage, staticShell, staticPage } from './static-shell';

setupMockServer();

/** jest's CSS modules (identity-obj-proxy) name a class by its local name. */
const localName = (_file: string, local: string) => local;

const ID_ATTRIBUTES = new Set(['id', 'aria-labelledby', 'aria-describedby']);

/**
 * The DOM an HTML string parses to, written canonically: attributes sorted, comments dropped (React's
 * client render writes no Suspense markers), ids renamed in order of appearance (React's useId values
 * differ from the static ones; what matters is which element refers to which).
 */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const ids = new Map<string, string>();
  const idOf = (value: string) => {
    if (!ids.has(value)) ids.set(value, `id${ids.size}`);
    return ids.get(value);
  };
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .map((a) => `${a.name}="${ID_ATTRIBUTES.has(a.name) ? idOf(a.value) : a.value}"`)
      .sort()
      .join(' ');
    return `<${node.localName} ${attributes}>${[...node.childNodes].map(write).join('')}</${node.localName}>`;
  };
  return [...template.content.childNodes].map(write).join('');
}

describe('static app shell (ADR 006)', () => {
  it('is exactly the landing React renders for a signed-in applicant (hydration adopts it)', async () => {
    signIn();
    await renderShellAt('/qce/applications');
    await screen.findByRole('article', { name: 'Follow-up Water Analysis' });
    const rendered = document.body.firstElementChild?.innerHTML ?? '';
    expect(canonical(staticShell(localName, staticLandingPage(localName)))).toBe(
      canonical(rendered),
    );
  });

  it('writes the Suspense markers hydration needs around the page, and the loading page for other routes', () => {
    const landing = staticShell(localName, staticLandingPage(localName));
    expect(landing).toMatch(/<div class="main"><!--\$--><main [^>]*>.*<\/main><!--\/\$--><\/div>/);
    expect(staticShell(localName, LOADING_PAGE)).toContain(
      '<!--$--><p role="status">Loading…</p><!--/$-->',
    );
  });

  const staticRoutes: [string, StaticPage][] = [
    ...Object.values(TRACK_FIRST_PAGES).flatMap((page): [string, StaticPage][] => [
      [page.path, page],
      [page.home, page],
    ]),
    ['/qce/documents/1001', DOCUMENTS_PAGE],
  ];

  it.each(staticRoutes)(
    'writes %s as the shell shows it while the remote loads (ADR 008)',
    (route, page) => {
      const { container } = render(
        <MemoryRouter initialEntries={[route]}>
          <RouteFallback />
        </MemoryRouter>,
      );
      expect(canonical(staticPage(page))).toBe(canonical(container.innerHTML));
      expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    },
  );

  it('paints the follow-up request instructions on the recurring pages and only a status elsewhere', () => {
    expect(staticPage(TRACK_FIRST_PAGES.SHL)).toContain(
      '<p>Enter the ID of your completed health certificate application and the OR number of its payment to request a follow-up social hygiene laboratory test.</p>',
    );
    expect(staticPage(TRACK_FIRST_PAGES.IHC)).not.toContain('<section');
    render(
      <MemoryRouter initialEntries={['/qce/ihc/application-form']}>
        <RouteFallback status="Loading Health Certificate…" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading Health Certificate…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
