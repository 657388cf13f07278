import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectNoAxeViolations } from '@qce/testing';
import { http, HttpResponse } from 'msw';
import { server } from '@qce/mock-api/node';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import {
  historyRequest,
  pageQueryClient,
  prefetchFirstPage,
  requestQuery,
  trackLandingRequests,
  userDetailsRequest,
} from '@qce/shared-kit/data';
import { HistoryTable, TrackLandingLoading, TrackLandingPage, historyNoticeFor } from './index';
import type { HistoryNotice } from './index';

describe('historyNoticeFor (intake §4 Opening an application from history)', () => {
  it('shows the rejected dialog with the latest remark for a rejected individual application', () => {
    expect(
      historyNoticeFor(
        { status: 'Rejected', statusHistory: [{ remarks: 'old' }, { remarks: 'blurry ID' }, {}] },
        'A-1',
        false,
      ),
    ).toEqual({ kind: 'rejected', applicationId: 'A-1', reason: 'blurry ID' });
  });

  it('shows ON HOLD with its remarks, and the bulk dialogs for bulk records', () => {
    expect(historyNoticeFor({ status: 'On Hold', remarks: 'wait' }, 'A-2', false)).toEqual({
      kind: 'on-hold',
      applicationId: 'A-2',
      remarks: 'wait',
    });
    expect(historyNoticeFor({ status: 'Rejected' }, '7', true)?.kind).toBe('bulk-rejected');
    expect(historyNoticeFor({ status: 'Discarded' }, '7', true)?.kind).toBe('bulk-discarded');
  });

  it('opens anything else', () => {
    expect(historyNoticeFor({ status: 'Draft' }, 'A-3', false)).toBeNull();
  });
});

describe('TrackLandingPage', () => {
  it('shows the heading, applicant details, form, history and the notice dialog', async () => {
    const notice: HistoryNotice = { kind: 'rejected', applicationId: 'A-1', reason: 'blurry ID' };
    const onClose = jest.fn();
    const { container } = render(
      <TrackLandingPage
        title="Health Certificate Applications"
        user={{ email: 'ana@example.com', first_name: 'Ana', last_name: 'Cruz', gender: '2' }}
        form={<p>form here</p>}
        history={<p>history here</p>}
        notice={notice}
        onCloseNotice={onClose}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Health Certificate Applications' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Applicant Details' });
    expect(within(details).getByText('Ana Cruz')).toBeInTheDocument();
    expect(within(details).getByText('Female')).toBeInTheDocument();
    expect(screen.getByText('form here')).toBeInTheDocument();
    expect(screen.getByText('history here')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: MESSAGES.rejected.title });
    expect(within(dialog).getByText('blurry ID')).toBeInTheDocument();
    const closeButtons = within(dialog).getAllByRole('button', { name: MESSAGES.common.close });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});

describe('TrackLandingLoading (ADR 008)', () => {
  it('keeps the page heading while the loader overlay covers the rest', async () => {
    const { container } = render(<TrackLandingLoading title="Health Certificate Applications" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Health Certificate Applications' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading applications' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('HistoryTable (intake §2 Landing)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** The history answers of the fake backend, and the pages asked for. */
  function historyServer(answer: (page: number) => Response) {
    const pages: string[] = [];
    server.use(
      http.get('*/application', ({ request }) => {
        const url = new URL(request.url);
        pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('limit')}`);
        return answer(Number(url.searchParams.get('page')));
      }),
    );
    return pages;
  }

  const record = (id: string) => ({ applicationId: id, status: 'Draft' });

  it('loads page 1 of 5, opens a row and reloads on a page change', async () => {
    const pages = historyServer((page) =>
      HttpResponse.json({ data: { details: [record(`A-${page}`)], totalCount: 7 } }),
    );
    const onOpen = jest.fn();
    render(
      <HistoryTable
        title="Individual History"
        request={(page, limit) => historyRequest(1, 'juan@example.com', page, limit)}
        toRow={(r) => ({ id: r.applicationId, date: '2026-01-05', status: r.status })}
        onOpen={onOpen}
      />,
    );
    const table = screen.getByRole('region', { name: 'Individual History' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Open application A-1' }),
    );
    expect(onOpen).toHaveBeenCalledWith(record('A-1'));
    expect(within(table).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
    await userEvent.click(within(table).getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('A-2')).toBeInTheDocument();
    expect(pages).toEqual(['1/5', '2/5']);
    // Back on page 1: read again, not taken from the first answer.
    await userEvent.click(within(table).getByRole('button', { name: 'Previous' }));
    expect(await within(table).findByText('A-1')).toBeInTheDocument();
    await waitFor(() => expect(pages).toEqual(['1/5', '2/5', '1/5']));
  });

  it("never says 'No existing history' after a failed load (intake §8; issue 23 item 9)", async () => {
    let fail = true;
    const pages = historyServer(() =>
      fail
        ? HttpResponse.json({ message: 'down' }, { status: 500 })
        : HttpResponse.json({ data: { details: [], totalCount: 0 } }),
    );
    render(
      <HistoryTable
        title="Bulk History"
        request={(page, limit) => historyRequest(1, 'juan@example.com', page, limit)}
        toRow={(r) => ({ id: r.applicationId, date: '', status: '' })}
        onOpen={() => undefined}
      />,
    );
    const table = screen.getByRole('table', { name: 'Bulk History' });
    const retry = await within(table).findByRole('button', { name: MESSAGES.common.tryAgain });
    expect(console.warn).toHaveBeenCalledWith('Bulk History load failed', expect.anything());
    expect(screen.queryByText(MESSAGES.history.empty)).toBeNull();
    expect(screen.queryByText(MESSAGES.common.loading)).toBeNull();
    // A history that really is empty says so once it could be read.
    fail = false;
    await userEvent.click(retry);
    expect(await within(table).findByText(MESSAGES.history.empty)).toBeInTheDocument();
    expect(pages).toHaveLength(2);
  });

  it('shows what the shell prefetched for the first page without asking again (issue 22)', async () => {
    const pages = historyServer(() =>
      HttpResponse.json({ data: { details: [record('A-9')], totalCount: 1 } }),
    );
    await prefetchFirstPage(pageQueryClient(), trackLandingRequests(1, { bulk: false }), {
      userId: '101',
    }).catch(() => undefined);
    expect(pages).toEqual([]); // no user details yet: the history waits for the email
    server.use(
      http.get('*/user/:userId/details', () =>
        HttpResponse.json({ data: { userId: 101, email: 'juan@example.com' } }),
      ),
      http.get('*/industry', () => HttpResponse.json({ data: [] })),
      http.get('*/application-type', () => HttpResponse.json({ data: [] })),
    );
    await prefetchFirstPage(pageQueryClient(), trackLandingRequests(1, { bulk: false }), {
      userId: '101',
    });
    expect(pages).toEqual(['1/5']);
    render(
      <HistoryTable
        title="Individual History"
        request={(page, limit) => historyRequest(1, 'juan@example.com', page, limit)}
        toRow={(r) => ({ id: r.applicationId, date: '', status: r.status })}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open application A-9' })).toBeInTheDocument();
    // Not read again behind it either: the answer is from this load, moments old.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(pages).toEqual(['1/5']);
  });

  it("shows the tab's kept history at once, and acts on an answer only once it is read in this load", async () => {
    let answer: () => void = () => undefined;
    const pages = historyServer(
      () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(HttpResponse.json({ data: { details: [record('A-2')], totalCount: 1 } }));
        }) as unknown as Response,
    );
    const request = (page: number, limit: number) =>
      historyRequest(1, 'juan@example.com', page, limit);
    // What persistPageCache put back from the last load: an older answer.
    pageQueryClient().setQueryData(
      requestQuery(request(1, 5)).queryKey,
      {
        data: {
          details: [{ ...record('A-1'), permitId: 1, userId: '101', formData: {} }],
          totalCount: 1,
        },
      },
      { updatedAt: performance.timeOrigin - 60_000 },
    );
    const onLoaded = jest.fn();
    render(
      <HistoryTable
        title="Individual History"
        request={request}
        toRow={(r) => ({ id: r.applicationId, date: '', status: r.status })}
        onOpen={() => undefined}
        onLoaded={onLoaded}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open application A-1' })).toBeInTheDocument();
    await waitFor(() => expect(pages).toEqual(['1/5']));
    expect(onLoaded).not.toHaveBeenCalled();
    answer();
    expect(await screen.findByRole('button', { name: 'Open application A-2' })).toBeInTheDocument();
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenCalledWith({ details: [record('A-2')], totalCount: 1 });
  });

  it('reads the history at once when the tab kept the user details, before they are read again', async () => {
    const pages = historyServer(() => HttpResponse.json({ data: { details: [], totalCount: 0 } }));
    let answerDetails: () => void = () => undefined;
    server.use(
      http.get(
        '*/user/:userId/details',
        () =>
          new Promise<Response>((resolve) => {
            answerDetails = () =>
              resolve(HttpResponse.json({ data: { userId: 101, email: 'juan@example.com' } }));
          }),
      ),
      http.get('*/industry', () => HttpResponse.json({ data: [] })),
      http.get('*/application-type', () => HttpResponse.json({ data: [] })),
    );
    const client = pageQueryClient();
    // What persistPageCache put back: the details of the last load, stale.
    const details = requestQuery(userDetailsRequest('101'));
    client.setQueryData(details.queryKey, {
      data: { first_name: 'Juan', last_name: 'Dela Cruz', email: 'juan@example.com' },
    });
    await client.invalidateQueries({ queryKey: details.queryKey, refetchType: 'none' });
    const prefetched = prefetchFirstPage(client, trackLandingRequests(1, { bulk: false }), {
      userId: '101',
    });
    await waitFor(() => expect(pages).toEqual(['1/5']));
    answerDetails();
    await prefetched;
    // The fresh details name the same email: the history is not read twice.
    expect(pages).toEqual(['1/5']);
  });
});
