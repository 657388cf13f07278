import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import DOMPurify from 'dompurify';

/**
 * Issue 12 item 3: server HTML (the Data Privacy Policy, intake §2) reaches the DOM only through
 * DOMPurify. (1) Every `dangerouslySetInnerHTML` in the apps' and the kit's sources sits in a file that
 * sanitises with DOMPurify, and is fed a sanitised value; (2) the sanitiser as those components call it
 * (default config) removes script, event-handler and javascript: URL payloads. The rendered dialog itself
 * is checked in the browser by e2e/tests/security/security.spec.ts.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = [
  'shell/src',
  'mf-ihc/src',
  'mf-sp/src',
  'mf-recurring/src',
  'mf-certificates/src',
  'shared-kit/src',
];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('server HTML goes through DOMPurify', () => {
  const files = SOURCE_DIRS.flatMap((dir) => sources(path.join(repoRoot, dir))).filter((file) =>
    fs.readFileSync(file, 'utf8').includes('dangerouslySetInnerHTML'),
  );

  it('finds the privacy policy dialog among the raw-HTML components', () => {
    expect(files.map((f) => path.relative(repoRoot, f))).toContain(
      'shared-kit/src/flows/privacy-policy/privacy-policy-dialog.tsx',
    );
  });

  it('every dangerouslySetInnerHTML is fed a DOMPurify-sanitised value', () => {
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const where = path.relative(repoRoot, file);
      expect({ where, importsDomPurify: /from 'dompurify'/.test(text) }).toEqual({
        where,
        importsDomPurify: true,
      });
      for (const match of text.matchAll(
        /dangerouslySetInnerHTML=\{\{\s*__html:\s*([A-Za-z_$][\w$]*)/g,
      )) {
        const name = match[1] ?? '';
        const sanitised = new RegExp(`\\b${name}\\s*=\\s*DOMPurify\\.sanitize\\(`).test(text);
        expect({ where, name, sanitised }).toEqual({ where, name, sanitised: true });
      }
    }
  });

  const payloads: Array<[string, string]> = [
    ['script element', '<p>ok</p><script>window.__pwned = 1</script>'],
    ['img onerror', '<img src="x" onerror="window.__pwned = 1">'],
    ['svg onload', '<svg onload="window.__pwned = 1"><circle r="1"/></svg>'],
    ['body onload', '<body onload="window.__pwned = 1">'],
    ['javascript: link', '<a href="javascript:window.__pwned = 1">x</a>'],
    ['encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['data: html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['form action', '<form action="javascript:alert(1)"><input type="submit"></form>'],
    ['style expression', '<div style="background:url(javascript:alert(1))">x</div>'],
    ['mXSS noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['object', '<object data="javascript:alert(1)"></object>'],
  ];

  it.each(payloads)('%s does not survive', (_name, payload) => {
    const html = DOMPurify.sanitize(payload);
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    expect(
      container.querySelectorAll('script, iframe, object, embed, form[action^="javascript"]'),
    ).toHaveLength(0);
    for (const element of Array.from(container.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect([...attribute.value].filter((c) => c.charCodeAt(0) > 0x20).join('')).not.toMatch(
          /^(javascript|data:text\/html)/i,
        );
      }
    }
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps the policy text and its structure', () => {
    const html = DOMPurify.sanitize(
      '<h2>Data Privacy Policy</h2><p>Text <a href="https://example.org">link</a></p>',
    );
    expect(html).toBe(
      '<h2>Data Privacy Policy</h2><p>Text <a href="https://example.org">link</a></p>',
    );
  });
});
