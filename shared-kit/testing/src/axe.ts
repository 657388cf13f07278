import axe from 'axe-core';
import type { RunOptions } from 'axe-core';

export type AxeCheckOptions = {
  /** Rule overrides, e.g. `{ region: { enabled: true } }`. */
  rules?: RunOptions['rules'];
};

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on `container` and throws when it finds serious or critical violations, listing each
 * rule, its help text and the offending markup. jsdom has no layout, so colour contrast is checked
 * by the token table in base.css and in the e2e suite, not here; nor is label-content-name-mismatch
 * (it measures glyphs on a canvas). `region` is off: a widget rendered alone is not a page.
 */
export async function expectNoAxeViolations(
  container: Element,
  options: AxeCheckOptions = {},
): Promise<void> {
  const results = await axe.run(container, {
    resultTypes: ['violations'],
    rules: {
      region: { enabled: false },
      'color-contrast': { enabled: false },
      'label-content-name-mismatch': { enabled: false },
      ...options.rules,
    },
  });
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length === 0) return;
  const report = blocking
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html}`).join('\n')}`)
    .join('\n');
  throw new Error(`axe found ${blocking.length} serious/critical violation(s):\n${report}`);
}
