import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys } from '@qce/shared-kit/storage';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { initialDetailsDraft } from '../../lib/initial-details';
import { renderAt, server, signIn, setupMockServer } from '../../testing/render-app';

setupMockServer();

const spRecord = (patch: Partial<ApplicationRecord>): ApplicationRecord => ({
  applicationId: 'SP-900',
  permitId: 2,
  userId: '103',
  status: 'Draft',
  applicationDate: '2026-01-05',
  formData: { establishmentName: 'Reyes Bakeshop' },
  ...patch,
});

/** Replaces the SP history with the given records (the history shape of intake §7 GET /application). */
function historyOf(records: ApplicationRecord[]) {
  server.use(
    http.get('*/api/application', () =>
      HttpResponse.json({ data: { details: records, totalCount: records.length } }),
    ),
  );
}

async function history() {
  return screen.findByRole('region', { name: MESSAGES.history.individualTitle });
}

describe('Landing /qce/sp/applications (intake §2 Landing)', () => {
  it('redirects /qce/sp to the applications list', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/sp');
    expect(
      await screen.findByRole('heading', { name: 'Sanitary Permit Applications' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/qce/sp/applications');
  });

  it('shows the applicant details', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/sp/applications');
    const details = await screen.findByRole('region', { name: 'Applicant Details' });
    expect(within(details).getByText('Pedro Garcia Reyes')).toBeInTheDocument();
    expect(within(details).getByText('pedro.reyes@example.com')).toBeInTheDocument();
    expect(within(details).getByText('03/30/1978')).toBeInTheDocument();
    expect(within(details).getByText('Male')).toBeInTheDocument();
  });

  it("shows 'No existing history' with page size 5 and options 5, 10, 15", async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/sp/applications');
    const table = await history();
    await within(table).findByText(MESSAGES.history.empty);
    expect(within(table).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
    expect(
      within(table)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15']);
    expect(screen.queryByRole('region', { name: MESSAGES.history.bulkTitle })).toBeNull();
  });

  it('lists the owner’s sanitary permit applications', async () => {
    signIn({ scenario: 'sp-with-employees' });
    renderAt('/sp/applications');
    const table = await history();
    expect(
      await within(table).findByRole('button', { name: /Open application/ }),
    ).toBeInTheDocument();
    expect(within(table).getByText('Draft')).toBeInTheDocument();
  });

  it('shows each application date as a short date, on the Manila calendar', async () => {
    signIn({ scenario: 'fresh' });
    historyOf([spRecord({ applicationDate: '2026-01-05T18:30:00.000Z' })]);
    renderAt('/sp/applications');
    const table = await history();
    expect(await within(table).findByText('Jan 6, 2026')).toBeInTheDocument();
    expect(within(table).queryByText(/T18:30/)).toBeNull();
  });

  it('offers only food industries, active sub-industries and types applicable to SP', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/sp/applications');
    const type = await screen.findByRole('combobox', { name: /Application Type/ });
    const typeOptions = within(type)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(typeOptions).toEqual([
      'Select',
      'New',
      'Renewal',
      'Amendment of Business',
      'Retirement of Business',
    ]);
    const industry = screen.getByRole('combobox', { name: /^Industry/ });
    expect(
      within(industry)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Food Establishment', 'Food Manufacturing']);
    const sub = screen.getByRole('combobox', { name: /Sub-Industry/ });
    expect(sub).toBeDisabled();
    await userEvent.selectOptions(industry, 'Food Establishment');
    await waitFor(() => expect(sub).toBeEnabled());
    const subOptions = within(sub)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(subOptions).toEqual(['Select', 'Restaurant', 'Bakery']);
    expect(subOptions).not.toContain('Street Food Cart');
    expect(screen.getByRole('combobox', { name: /Business Line/ })).toBeDisabled();
  });

  it('requires every dropdown, then starts the application form with the initial details', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/sp/applications');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(MESSAGES.validation.fieldRequired('Application Type')),
    ).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Application Type/ }),
      'New',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Industry/ }),
      'Food Establishment',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sub-Industry/ }), 'Bakery');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Business Line/ }),
      'Bakeshop',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByRole('heading', { name: MESSAGES.applicationForm.sanitaryPermitTitle }),
    ).toBeInTheDocument();
    expect(initialDetailsDraft.read()).toMatchObject({
      type: 'New',
      industry: 'Food Establishment',
      subIndustry: 'Bakery',
      businessLine: 'Bakeshop',
    });
    expect(localKeys.get('appId')).toBeNull();
    expect(localKeys.get('permitId')).toBe('2');
  });

  it('resets the sub-industry when the industry changes', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/sp/applications');
    const industry = await screen.findByRole('combobox', { name: /^Industry/ });
    await userEvent.selectOptions(industry, 'Food Establishment');
    const sub = screen.getByRole('combobox', { name: /Sub-Industry/ });
    await userEvent.selectOptions(sub, 'Bakery');
    await userEvent.selectOptions(industry, 'Food Manufacturing');
    await waitFor(() => expect(sub).toHaveValue(''));
  });

  it('opens a rejected application with the rejected dialog and its reason (intake §4, §8)', async () => {
    signIn({ scenario: 'fresh' });
    historyOf([spRecord({ status: 'Rejected', remarks: 'Expired mayor permit.' })]);
    renderAt('/sp/applications');
    await userEvent.click(
      await within(await history()).findByRole('button', { name: /Open application/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.rejected.title });
    expect(within(dialog).getByText(MESSAGES.rejected.message)).toBeInTheDocument();
    expect(within(dialog).getByText(/Expired mayor permit\./)).toBeInTheDocument();
    expect(localKeys.get('appId')).toBeNull();
  });

  it('opens a cancelled (Discard) application with the same dialog', async () => {
    signIn({ scenario: 'fresh' });
    historyOf([spRecord({ status: 'Discard', remarks: 'Cancelled by the owner.' })]);
    renderAt('/sp/applications');
    await userEvent.click(
      await within(await history()).findByRole('button', { name: /Open application/ }),
    );
    expect(
      await screen.findByRole('dialog', { name: MESSAGES.rejected.title }),
    ).toBeInTheDocument();
  });

  it('opens an on-hold application with the ON HOLD dialog, id and remarks', async () => {
    signIn({ scenario: 'fresh' });
    historyOf([spRecord({ status: 'on hold', remarks: 'Inspection pending.' })]);
    renderAt('/sp/applications');
    await userEvent.click(
      await within(await history()).findByRole('button', { name: /Open application/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.status.onHold });
    expect(within(dialog).getByText(MESSAGES.status.onHoldBody('SP-900'))).toBeInTheDocument();
    expect(within(dialog).getByText(/Inspection pending\./)).toBeInTheDocument();
  });

  it('loads any other application and goes to the application form', async () => {
    signIn({ scenario: 'sp-with-employees' });
    renderAt('/sp/applications');
    await userEvent.click(
      await within(await history()).findByRole('button', { name: /Open application/ }),
    );
    expect(
      await screen.findByRole('heading', { name: MESSAGES.applicationForm.sanitaryPermitTitle }),
    ).toBeInTheDocument();
    expect(localKeys.get('appId')).not.toBeNull();
  });

  it('keeps working when the history fails to load (silent failure, intake §8)', async () => {
    signIn({ scenario: 'fresh' });
    server.use(http.get('*/api/application', () => HttpResponse.json({}, { status: 500 })));
    renderAt('/sp/applications');
    const table = await history();
    // A failure is not an empty history (issue 23 item 9): no 'No existing history', only a retry.
    expect(
      await within(table).findByRole('button', { name: MESSAGES.common.tryAgain }),
    ).toBeInTheDocument();
    expect(within(table).queryByText(MESSAGES.history.empty)).toBeNull();
    expect(screen.getByRole('form', { name: 'New sanitary permit application' })).toBeVisible();
  });

  it('reloads the history from the server on every page change', async () => {
    signIn({ scenario: 'fresh' });
    const asked: string[] = [];
    server.use(
      http.get('*/api/application', ({ request }) => {
        const url = new URL(request.url);
        asked.push(
          `${url.searchParams.get('page')}/${url.searchParams.get('limit')}/${url.searchParams.get('permitId')}`,
        );
        const page = Number(url.searchParams.get('page'));
        return HttpResponse.json({
          data: { details: [spRecord({ applicationId: `SP-${page}` })], totalCount: 7 },
        });
      }),
    );
    renderAt('/sp/applications');
    const table = await history();
    await within(table).findByText('SP-1');
    await userEvent.click(within(table).getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('SP-2')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.selectOptions(
      within(table).getByRole('combobox', { name: 'Rows per page' }),
      '10',
    );
    await waitFor(() => expect(asked).toContain('1/10/2'));
    expect(asked.slice(0, 2)).toEqual(['1/5/2', '2/5/2']);
  });
});
