import { act, configure, render, screen } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import {
  collectUncaughtErrors,
  loadFaultTest,
  titled,
  type LoadFaultRow,
} from '@qce/testing/faults';
import { App } from '../../app/app';
import { setupMockServer, signIn } from '../../testing/render-shell';

setupMockServer();
configure({ asyncUtilTimeout: 5000 });
const uncaught = collectUncaughtErrors();

/**
 * Issue 12 item 2, the landing's loads under faults (moved from e2e page-faults): a failed maintenance
 * read means no maintenance (payment §8, treated silently), a failed permits read is silent. Each call
 * fails (500, network error, hang beyond the client timeout): the cards stay, never a blank page or an
 * uncaught error; a reload shows the landing whole once the fault is lifted.
 */

/** The shell at /qce/applications; the client timeout is the fault table's. Awaited: lazy routes. */
async function openLanding(): Promise<RenderResult> {
  window.history.pushState({}, '', '/qce/applications');
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(<App />);
  });
  if (!view) throw new Error('the shell did not render');
  return view;
}

const landingCards = async () => {
  expect(await screen.findByRole('article', { name: 'Health Certificate' })).toBeVisible();
};

const row = (endpoint: string, during: LoadFaultRow['during']): LoadFaultRow => ({
  page: 'landing',
  endpoints: [endpoint],
  setup: () => {
    setRuntimeConfig({
      ...defaultRuntimeConfig,
      loginUrl: '/__staff/sign-in',
      requestTimeoutMs: 5000,
    });
    signIn();
  },
  open: openLanding,
  during,
  after: landingCards,
});

describe('landing loads under faults (500, network, hang): no blank page, no uncaught error, a reload works', () => {
  it.each(
    titled(
      [row('MAINTENANCE', landingCards), row('PERMITS', async () => undefined)],
      (r) => `${r.page}: ${r.endpoints.join(', ')}`,
    ),
  )('%s', async (_title, r) => loadFaultTest(uncaught)(r));
});
