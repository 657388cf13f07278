import { screen } from '@testing-library/react';
import { renderShellAt, setupMockServer, signIn } from '../testing/render-shell';
import { LOADING_PAGE, staticLandingPage, staticShell } from './static-shell';

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
});
