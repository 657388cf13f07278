import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { localKeys } from '@qce/shared-kit/storage';
import { useLandingStore } from '@qce/shared-kit/stores';
import { leavePortal } from '../../lib/session/leave-portal';
import { renderShellAt, server, setupMockServer, signIn } from '../../testing/render-shell';

setupMockServer();

jest.mock('../../lib/session/leave-portal', () => ({ leavePortal: jest.fn() }));
const assign = jest.mocked(leavePortal);
beforeEach(() => {
  useLandingStore.setState({ productType: null, permitId: null });
  assign.mockReset();
});

const cards = [
  ['Health Certificate', '/qce/ihc', 'IHC', 1],
  ['Sanitary Permit', '/qce/sp', 'SP', 2],
  ['Follow-up Laboratory', '/qce/recurring/shl', 'SHL', 1],
  ['Follow-up Water Analysis', '/qce/recurring/wal', 'WAL', 2],
] as const;

describe('landing /qce/applications (payment spec §2)', () => {
  it('shows the four cards with their targets', async () => {
    signIn();
    await renderShellAt('/qce/applications');
    for (const [title, href] of cards) {
      const card = await screen.findByRole('article', { name: title });
      expect(within(card).getByRole('link')).toHaveAttribute('href', href);
    }
  });

  it.each(cards)(
    '%s (to %s) sets the product and permit id',
    async (title, href, product, permitId) => {
      signIn();
      await renderShellAt('/qce/applications');
      const card = await screen.findByRole('article', { name: title });
      // The track suspends while it loads: the click runs in an awaited act (React retries there).
      const link = within(card).getByRole('link');
      await act(async () => {
        fireEvent.click(link);
      });
      expect(useLandingStore.getState()).toMatchObject({ productType: product, permitId });
      expect(localKeys.get('permitId')).toBe(String(permitId));
      await waitFor(() => expect(window.location.pathname).toBe(href));
      // No track is deployed under jest: the page settles on the track's unavailable panel.
      expect(await screen.findByText(/temporarily unavailable/)).toBeInTheDocument();
    },
  );

  it('redirects /qce to the landing', async () => {
    signIn();
    await renderShellAt('/qce');
    expect(await screen.findByRole('article', { name: 'Health Certificate' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/qce/applications');
  });

  it('hands off to login without a session', async () => {
    await renderShellAt('/qce/applications');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringContaining('/__staff/sign-in?returnTo=')),
    );
  });

  it('hands off to login on a 401 loading the permits', async () => {
    signIn();
    server.use(http.get('*/permit', () => new HttpResponse(null, { status: 401 })));
    await renderShellAt('/qce/applications');
    await waitFor(() => expect(assign).toHaveBeenCalled());
  });
});
