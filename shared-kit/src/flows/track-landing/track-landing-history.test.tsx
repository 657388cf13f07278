import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { server, setupRemoteMockServer, signInSeeded } from '@qce/testing/remote-tests';
import { TrackLanding } from './index';
import type { TrackLandingProps } from './index';

setupRemoteMockServer({ config: {} });

/** The history answers of the fake backend (individual, bulk), and the permits they were asked for. */
function histories(individual: object[], bulk: object[] = []) {
  const asked: string[] = [];
  const page = (details: object[]) =>
    HttpResponse.json({ data: { details, totalCount: details.length } });
  server.use(
    http.get('*/application', ({ request }) => {
      asked.push(`individual ${new URL(request.url).searchParams.get('permitId')}`);
      return page(individual);
    }),
    http.get('*/application/bulk', ({ request }) => {
      asked.push(`bulk ${new URL(request.url).searchParams.get('permitId')}`);
      return page(bulk);
    }),
  );
  return asked;
}

function renderLanding(props: Partial<TrackLandingProps> = {}) {
  const onOpen = jest.fn();
  render(
    <TrackLanding
      title="Sanitary Permit Applications"
      permitId={2}
      form={({ industries, applicationTypes }) => (
        <p>{`Form over ${industries.length} industries and ${applicationTypes.length} types`}</p>
      )}
      onOpen={onOpen}
      {...props}
    />,
  );
  return { onOpen };
}

const individualHistory = () =>
  screen.findByRole('region', { name: MESSAGES.history.individualTitle });

describe('TrackLanding (intake §2 Landing, §4 Opening an application from history)', () => {
  it("keeps the heading while it reads, then shows the form over the lists and the permit's history", async () => {
    signInSeeded('fresh', 101);
    const asked = histories([
      { applicationId: 'SP-1', status: 'Draft', applicationDate: '2026-01-05' },
    ]);
    renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sanitary Permit Applications' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading applications' })).toBeInTheDocument();
    expect(
      await screen.findByText(/^Form over [1-9]\d* industries and [1-9]\d* types$/),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Applicant Details' })).toBeInTheDocument();
    const table = await individualHistory();
    expect(await within(table).findByText('SP-1')).toBeInTheDocument();
    expect(within(table).getByText('Jan 5, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MESSAGES.history.bulkTitle })).toBeNull();
    expect(asked).toEqual(['individual 2']);
  });

  it('opens a row through onOpen, and a rejected row with its dialog instead', async () => {
    signInSeeded('fresh', 101);
    histories([
      { applicationId: 'SP-1', status: 'Draft' },
      { applicationId: 'SP-2', status: 'Rejected', remarks: 'Expired mayor permit.' },
    ]);
    const { onOpen } = renderLanding();
    const table = await individualHistory();
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Open application SP-1' }),
    );
    expect(onOpen).toHaveBeenCalledWith('SP-1', 'Individual');
    await userEvent.click(within(table).getByRole('button', { name: 'Open application SP-2' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.rejected.title });
    expect(within(dialog).getByText(/Expired mayor permit\./)).toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('with bulk: lists the bulk applications too, opens one as Bulk, and hands each individual page read on', async () => {
    signInSeeded('fresh', 101);
    const asked = histories(
      [{ applicationId: 'A-1', status: 'Draft' }],
      [{ bulkApplicationId: 7, status: 'Draft', createdDate: '2026-01-05' }],
    );
    const onHistoryLoaded = jest.fn();
    const { onOpen } = renderLanding({
      permitId: 1,
      bulk: true,
      onHistoryLoaded,
      children: <p>A dialog of the track</p>,
    });
    const bulk = await screen.findByRole('region', { name: MESSAGES.history.bulkTitle });
    await userEvent.click(await within(bulk).findByRole('button', { name: 'Open application 7' }));
    expect(onOpen).toHaveBeenCalledWith('7', 'Bulk');
    expect(onHistoryLoaded).toHaveBeenCalledWith({
      details: [{ applicationId: 'A-1', status: 'Draft' }],
      totalCount: 1,
    });
    expect(screen.getByText('A dialog of the track')).toBeInTheDocument();
    expect([...asked].sort()).toEqual(['bulk 1', 'individual 1']);
  });

  it('stays usable without the user details: the form, no history (intake §8)', async () => {
    signInSeeded('fresh', 101);
    const asked = histories([]);
    server.use(
      http.get('*/user/:userId/details', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderLanding();
    expect(await screen.findByText(/^Form over/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Applicant Details' })).toBeNull();
    expect(screen.queryByRole('region', { name: MESSAGES.history.individualTitle })).toBeNull();
    expect(asked).toEqual([]);
    expect(console.warn).toHaveBeenCalled();
  });
});
