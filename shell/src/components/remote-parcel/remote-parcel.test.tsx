import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getInstance } from '@module-federation/enhanced/runtime';
import { createRemoteFallback } from '../../lib/federation/remote-fallback';
import { forgetParcel } from './parcel-cache';
import { RemoteParcel } from './remote-parcel';
import { allowConsoleErrors } from '@qce/testing/console';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

const loadRemote = jest.fn();
const fetchMock = jest.fn((_url: string, _init?: RequestInit) =>
  Promise.resolve(new Response(null, { status: 204 })),
);
beforeEach(() => {
  forgetParcel('mf_ihc');
  loadRemote.mockReset();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(getInstance).mockReturnValue({
    loadRemote,
    options: { remotes: [{ name: 'mf_ihc', entry: '/remotes/ihc/mf-manifest.json' }] },
  } as unknown as ReturnType<typeof getInstance>);
});
afterEach(() => jest.restoreAllMocks());

const parcel = {
  bootstrap: () => Promise.resolve(),
  mount: ({ domElement }: { domElement: HTMLElement }) => {
    domElement.textContent = 'IHC remote mounted';
    return Promise.resolve();
  },
  unmount: () => Promise.resolve(),
  update: () => Promise.resolve(),
};

// Awaited act: React retries a suspended render only inside an awaited act scope in jsdom.
const renderAdapter = (path = '/qce/ihc') =>
  act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <RemoteParcel remote="mf_ihc" track="Health Certificate" />
      </MemoryRouter>,
    );
  });

describe('RemoteParcel (the one remote adapter)', () => {
  it('shows the retry panel when loadRemote rejects, and retries on Try again', async () => {
    allowConsoleErrors(/503/, /is unavailable/);
    loadRemote
      .mockImplementationOnce(
        () => new Promise((_, reject) => setTimeout(() => reject(new Error('503')), 10)),
      )
      .mockResolvedValueOnce(parcel);
    await renderAdapter();
    expect(
      await screen.findByRole('heading', {
        name: 'Health Certificate is temporarily unavailable. Please try again.',
      }),
    ).toBeInTheDocument();
    // The retry suspends on the new load: the click runs in an awaited act (React retries there).
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    await act(async () => {
      fireEvent.click(tryAgain);
    });
    expect(await screen.findByText('IHC remote mounted')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenCalledWith('mf_ihc/parcel');
  });

  it('reports what put the track into its panel once, tagged with the track and its release', async () => {
    allowConsoleErrors(/does not satisfy/, /is unavailable/);
    const mismatch = new Error(
      'Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mf_ihc which needs ^20.0.0)',
    );
    loadRemote.mockResolvedValueOnce(createRemoteFallback('mf_ihc/parcel', mismatch));
    await renderAdapter();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/does not satisfy/)).not.toBeInTheDocument();
    const reports = fetchMock.mock.calls.filter(([url]) => url === '/api/client-errors');
    expect(reports).toHaveLength(1);
    expect(JSON.parse(String(reports[0]?.[1]?.body))).toMatchObject({
      track: 'mf_ihc',
      release: '/remotes/ihc/mf-manifest.json',
      message: mismatch.message,
    });
  });

  it('shows the panel when the runtime answers with the fallback module', async () => {
    allowConsoleErrors(/down/, /is unavailable/);
    loadRemote.mockResolvedValueOnce(createRemoteFallback('mf_ihc/parcel', new Error('down')));
    await renderAdapter();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the panel when mounting the parcel fails', async () => {
    allowConsoleErrors(/boom/, /is unavailable/);
    loadRemote.mockResolvedValueOnce({ ...parcel, mount: () => Promise.reject(new Error('boom')) });
    await renderAdapter();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("keeps the page's static heading on screen until the remote's mount has resolved (ADR 008)", async () => {
    let finishMount: () => void = () => undefined;
    loadRemote.mockResolvedValueOnce({
      ...parcel,
      mount: ({ domElement }: { domElement: HTMLElement }) => {
        domElement.innerHTML = '<main><p>IHC remote mounted</p></main>';
        return new Promise<void>((resolve) => {
          finishMount = resolve;
        });
      },
    });
    await renderAdapter('/qce/ihc/applications');
    await screen.findByText('IHC remote mounted');
    // Rendered, not yet mounted: the heading and the status still show, the remote's wrapper is unseen.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Health Certificate Applications' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Health Certificate…');
    // One page for assistive technology: the loading view's <main>, not also the remote's copy.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveTextContent('Loading Health Certificate…');
    expect(screen.getByText('IHC remote mounted').closest('[data-parcel-mounted]')).toHaveAttribute(
      'data-parcel-mounted',
      'false',
    );
    await act(async () => finishMount());
    expect(screen.getByRole('main')).toHaveTextContent('IHC remote mounted');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('IHC remote mounted').closest('[data-parcel-mounted]')).toHaveAttribute(
      'data-parcel-mounted',
      'true',
    );
  });
});
