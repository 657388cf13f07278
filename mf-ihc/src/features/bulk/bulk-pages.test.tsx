import { File as NodeFile } from 'node:buffer';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { defaultRuntimeConfig, getRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import { createBulkApplication } from '@qce/shared-kit/api';
import { localKeys, sessionDraft, storeKey } from '@qce/shared-kit/storage';
import { expectNoAxeViolations } from '@qce/testing';
import { expectAccessibleRoute, opensFrom } from '@qce/testing/a11y-gate';
import { App } from '../../app/app';
import { openScenarioApplication, server, setupMockServer, signIn } from '../../testing/render-app';
import { BULK_COPY } from './bulk-copy';
import { HEADER, buildRoster, goodRow } from './csv/roster-fixtures';
import { inlineRosterParser } from './csv/roster-parser';
import type { RosterParser } from './csv/roster-parser';
import { RosterParserProvider } from './csv/roster-parser-context';

setupMockServer();

const B = MESSAGES.bulk;
const LIZA = 104;
const SEEDED_BULK = '501';

/** Renders the remote at a path with an injected roster parser (jsdom has no Worker). */
function renderBulk(path: string, parser: RosterParser = inlineRosterParser) {
  setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 });
  window.history.pushState({}, '', `/qce${path}`);
  return render(
    <RosterParserProvider parser={parser}>
      <App basename="/qce" config={defaultRuntimeConfig} navigate={() => undefined} />
    </RosterParserProvider>,
  );
}

const file = (content: string | Uint8Array, name = 'roster.csv', type = 'text/csv') =>
  new NodeFile([content], name, { type }) as unknown as File;

function openBulk(scenario: string, bulkId = SEEDED_BULK) {
  signIn({ scenario, userId: LIZA });
  localKeys.set('appId', bulkId);
  localKeys.set('actualClass', 'Bulk');
}

/** A new bulk application of Liza's with no applicant yet; returns its id. */
async function newBulk(): Promise<string> {
  signIn({ scenario: 'fresh', userId: LIZA });
  const { data } = await createBulkApplication({
    companyName: 'Acme Foods',
    companyAddress: 'Quezon City',
    email: 'liza.mendoza@example.com',
    firstName: 'Liza',
    lastName: 'Mendoza',
    formData: { classification: 'BULK', industryId: 1, subIndustryId: 11, applicationTypeId: 1 },
    permitId: 1,
  });
  const id = String(data.bulkApplicationId);
  localKeys.set('appId', id);
  localKeys.set('actualClass', 'Bulk');
  return id;
}

/** A new bulk application chosen on the landing, not saved yet (the landing's draft). */
function startNewBulk() {
  signIn({ scenario: 'fresh', userId: LIZA });
  window.sessionStorage.setItem(
    'qce-ihc:initial-details',
    JSON.stringify({
      classification: 'BULK',
      type: 'New',
      applicationTypeId: 1,
      industryId: 1,
      industry: 'Food Establishment',
      subIndustryId: 11,
      subIndustry: 'Restaurant',
      businessLine: 'Fast Food',
    }),
  );
  localKeys.set('actualClass', 'Bulk');
}

/** The alert holding `text` (the notices region is an alert too). */
const alertWith = async (text: string, timeout = 5000) => {
  const node = await screen.findByText(
    (_content, element) =>
      element?.getAttribute('role') === 'alert' && (element.textContent ?? '').includes(text),
    {},
    { timeout },
  );
  return node;
};

const rosterInput = () => screen.findByLabelText(BULK_COPY.rosterLabel);
async function choose(f: File) {
  fireEvent.change(await rosterInput(), { target: { files: [f] } });
}

describe('Bulk history on the landing (intake §4 Opening an application from history, §8)', () => {
  it.each([
    ['bulk-rejected', MESSAGES.rejected.bulkRejected, MESSAGES.rejected.bulkRejectedReason],
    ['bulk-discarded', MESSAGES.rejected.bulkDiscarded, MESSAGES.rejected.bulkDiscardedInstruction],
  ])('%s: only the message may be read', async (scenario, first, second) => {
    signIn({ scenario, userId: LIZA });
    renderBulk('/ihc/applications');
    const bulk = await screen.findByRole('region', { name: MESSAGES.history.bulkTitle });
    await userEvent.click(
      await within(bulk).findByRole('button', { name: `Open application ${SEEDED_BULK}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(first)).toBeInTheDocument();
    expect(within(dialog).getByText(second)).toBeInTheDocument();
    expect(localKeys.get('appId')).toBeNull();
  });

  it('a rejected bulk reached directly shows only its messages', async () => {
    openBulk('bulk-rejected');
    renderBulk('/ihc/bulk/applicants');
    expect(await screen.findByText(MESSAGES.rejected.bulkRejected)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.rejected.bulkRejectedReason)).toBeInTheDocument();
    expect(screen.queryByLabelText(BULK_COPY.rosterLabel)).not.toBeInTheDocument();
  });
});

describe('Representative Form (intake §2 Application form: for bulk, Representative Form)', () => {
  it('creates the bulk record from the representative and the company, then opens the applicants', async () => {
    startNewBulk();
    renderBulk('/ihc/application-form');
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.applicationForm.bulkTitle }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: MESSAGES.applicationForm.representativeTitle });
    await waitFor(() => expect(within(form).getByLabelText(/First Name/)).toHaveValue('Liza'));
    // Name and e-mail come from the account: pre-filled and disabled (intake §5 Personal info).
    for (const label of [/First Name/, /Last Name/, /Email/]) {
      expect(within(form).getByLabelText(label)).toBeDisabled();
    }
    const next = within(form).getByRole('button', { name: MESSAGES.common.next });
    expect(next).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/Company Name/), 'Acme Foods');
    await userEvent.type(within(form).getByLabelText(/Company Address/), 'Quezon City');
    await userEvent.click(within(form).getByLabelText(/I have read and agree/));
    await userEvent.click(next);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Bulk Applicants \(\d+\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Acme Foods')).toBeInTheDocument();
    expect(localKeys.get('appId')).toMatch(/^\d+$/);
  });

  it('opens a saved bulk application with its record filled in', async () => {
    openBulk('bulk-incomplete');
    renderBulk('/ihc/application-form');
    const form = await screen.findByRole('form', {
      name: MESSAGES.applicationForm.representativeTitle,
    });
    await waitFor(() => expect(within(form).getByLabelText(/Company Name/)).not.toHaveValue(''));
    expect(
      screen.getByRole('heading', { name: `Application Details (${SEEDED_BULK})` }),
    ).toBeInTheDocument();
  });

  it('links the terms to the Data Privacy Policy dialog (intake §2 Application form, health card)', async () => {
    server.use(
      http.get('*/privacy-policy', () =>
        HttpResponse.json({ data: { content: '<h3>Bulk Policy</h3><script>alert(1)</script>' } }),
      ),
    );
    openBulk('bulk-incomplete');
    renderBulk('/ihc/application-form');
    const form = await screen.findByRole('form', {
      name: MESSAGES.applicationForm.representativeTitle,
    });
    await userEvent.click(
      within(form).getByRole('button', { name: MESSAGES.applicationForm.dataPrivacyPolicy }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: MESSAGES.applicationForm.dataPrivacyPolicy,
    });
    expect(await within(dialog).findByRole('heading', { name: 'Bulk Policy' })).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
  });
});

describe('Representative Form: application details (intake §2 Application details header, §4, §5)', () => {
  const detailsRegion = () => screen.findByRole('region', { name: /^Application Details/ });

  /** Update Details: the application type becomes Renewal, saved and confirmed. */
  async function saveTypeRenewal(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: MESSAGES.updateDetails.button }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.updateDetails.dialogTitle });
    await within(dialog).findByRole('option', { name: 'Renewal' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Application Type/ }),
      'Renewal',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.updateDetails.confirmTitle,
    });
    await user.click(within(confirm).getByRole('button', { name: MESSAGES.common.confirm }));
  }

  async function changeTypeToRenewal(user: ReturnType<typeof userEvent.setup>) {
    await saveTypeRenewal(user);
    expect(await screen.findByText(MESSAGES.updateDetails.success)).toBeInTheDocument();
  }

  /** Cancel Application, confirmed. */
  async function cancelApplication(user: ReturnType<typeof userEvent.setup>) {
    await user.click(
      await screen.findByRole('button', { name: MESSAGES.cancelApplication.button }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: MESSAGES.cancelApplication.confirmTitle,
    });
    await user.click(
      within(dialog).getByRole('button', { name: MESSAGES.cancelApplication.button }),
    );
  }

  it('before the bulk is saved: Update Details keeps the new details as the draft, across a reload', async () => {
    const user = userEvent.setup();
    startNewBulk();
    const view = renderBulk('/ihc/application-form');
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.applicationForm.bulkTitle }),
    ).toBeInTheDocument();
    // Not saved yet: no id, nothing to cancel.
    expect(await detailsRegion()).toHaveAccessibleName('Application Details');
    expect(
      screen.queryByRole('button', { name: MESSAGES.cancelApplication.button }),
    ).not.toBeInTheDocument();
    await changeTypeToRenewal(user);
    expect(within(await detailsRegion()).getByText('Renewal')).toBeInTheDocument();
    view.unmount();
    renderBulk('/ihc/application-form');
    expect(within(await detailsRegion()).getByText('Renewal')).toBeInTheDocument();
    expect(localKeys.get('appId')).toBeNull();
  });

  it('of a saved bulk: Update Details writes the bulk record once (PUT /application/bulk)', async () => {
    const user = userEvent.setup();
    const puts: Array<Record<string, unknown>> = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/application/bulk')) {
        puts.push((await request.clone().json()) as Record<string, unknown>);
      }
    });
    openBulk('bulk-incomplete');
    renderBulk('/ihc/application-form');
    expect(await detailsRegion()).toHaveAccessibleName(`Application Details (${SEEDED_BULK})`);
    await changeTypeToRenewal(user);
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      bulkApplicationId: SEEDED_BULK,
      companyName: 'Mendoza Foods Inc.',
      formData: { classification: 'BULK', type: 'Renewal', isPESO: false },
    });
    // Read again: the summary shows the saved details.
    await waitFor(async () =>
      expect(within(await detailsRegion()).getByText('Renewal')).toBeInTheDocument(),
    );
    server.events.removeAllListeners();
  });

  it('of a saved bulk: Cancel Application discards the bulk (DELETE bulk discard) and returns to the landing', async () => {
    const user = userEvent.setup();
    openBulk('bulk-incomplete');
    renderBulk('/ihc/application-form');
    await cancelApplication(user);
    expect(
      await screen.findByRole('region', { name: MESSAGES.history.bulkTitle }),
    ).toBeInTheDocument();
    expect(localKeys.get('appId')).toBeNull();
  });

  it('of a saved bulk: a failed update or discard says so in the frame and keeps the bulk open', async () => {
    const user = userEvent.setup();
    const api = getRuntimeConfig().services.default;
    server.use(
      http.put(`${api}/application/bulk`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
      http.delete(`${api}/application/bulk/discard/:id`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    openBulk('bulk-incomplete');
    renderBulk('/ihc/application-form');
    await saveTypeRenewal(user);
    expect(await screen.findByText(MESSAGES.updateDetails.failure)).toBeInTheDocument();
    // The dialog stays open with the new value.
    const still = screen.getByRole('dialog', { name: MESSAGES.updateDetails.dialogTitle });
    expect(within(still).getByRole('combobox', { name: /Application Type/ })).toHaveDisplayValue(
      'Renewal',
    );
    await user.click(within(still).getByRole('button', { name: MESSAGES.common.cancel }));

    await cancelApplication(user);
    expect(await screen.findByText(MESSAGES.common.somethingWentWrongPeriod)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.applicationForm.bulkTitle }),
    ).toBeInTheDocument();
    expect(localKeys.get('appId')).toBe(SEEDED_BULK);
  });
});

describe('Bulk applicants: roster CSV (intake §5 Bulk health card CSV, §8)', () => {
  it("refuses a file that is not a CSV: 'File type not accepted', 'Please upload a CSV file'", async () => {
    await newBulk();
    renderBulk('/ihc/bulk/applicants');
    await choose(file('x', 'roster.xlsx', 'application/vnd.ms-excel'));
    const alert = await alertWith(B.csvRequired);
    expect(alert).toHaveTextContent(B.fileTypeNotAccepted);
  });

  it.each([
    ['an empty file', ''],
    ['a header-only file', `${HEADER}\n`],
    ['a binary file renamed .csv', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0x08])],
    ['an unterminated quote', `${HEADER}\n"a@example.com,Ana`],
  ])('shows the parse failure message for %s', async (_label, content) => {
    await newBulk();
    renderBulk('/ihc/bulk/applicants');
    await choose(file(content));
    await alertWith(B.parseFailure);
    // The page is still usable: the input is back for another file.
    await waitFor(async () => expect(await rosterInput()).toBeEnabled());
  });

  it('reports bad rows by row number and column names and uploads nothing', async () => {
    const id = await newBulk();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') requests.push(request.url);
    });
    renderBulk('/ihc/bulk/applicants');
    const text = [
      HEADER,
      goodRow(1),
      'not-an-email,Ana,Cruz,01/02/1990,Female,Cook,Filipino,Quezon City',
      'b@example.com,Ben,,01/02/1990,M4le,Cook,Filipino,Quezon City',
    ].join('\n');
    await choose(file(text));
    const alert = await alertWith(B.fileNotUploadedIncomplete(2));
    expect(alert).toHaveTextContent(B.rowIssue(3, ['Email']));
    expect(alert).toHaveTextContent(B.rowIssue(4, ['Last Name', 'Gender']));
    const errors = screen.getByRole('table', { name: B.errorRecords });
    expect(within(errors).getByRole('cell', { name: 'Last Name, Gender' })).toBeInTheDocument();
    expect(requests.filter((u) => u.includes(`bulkApplicationId=${id}`))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('reads quoted fields, extra columns, mixed line endings and Windows-1252 bytes, then uploads them as UTF-8', async () => {
    await newBulk();
    renderBulk('/ihc/bulk/applicants');
    const text = `${HEADER},Notes\r\n"ana@example.com","Ana","Dela Cruz",01/02/1990,Female,"Cook",Filipino,"Quezon City","likes, commas"\nben@example.com,Ben,Santos,02/03/1991,Male,Cook,Filipino,Quezon City,\r`;
    const latin1 = Uint8Array.from(
      `${text}jose@example.com,Jose,Mu\u00f1oz,03/04/1992,Male,Cook,Filipino,Quezon City,\n`,
      (c) => c.charCodeAt(0) & 0xff,
    );
    await choose(file(latin1));
    const list = await screen.findByRole('table', { name: BULK_COPY.allApplicants });
    expect(await within(list).findByText('Jose Muñoz')).toBeInTheDocument();
    expect(within(list).getByText('Ana Dela Cruz')).toBeInTheDocument();
    expect(within(list).getByText('Ben Santos')).toBeInTheDocument();
    expect(await screen.findByText(BULK_COPY.uploaded(3))).toBeInTheDocument();
  });

  it('shows the server duplicates when the same roster is uploaded again', async () => {
    await newBulk();
    renderBulk('/ihc/bulk/applicants');
    const roster = `${HEADER}\n${goodRow(1)}\n${goodRow(2)}\n`;
    await choose(file(roster));
    await screen.findByText(BULK_COPY.uploaded(2));
    await waitFor(async () => expect(await rosterInput()).toBeEnabled());
    await choose(file(roster));
    const duplicates = await screen.findByRole('table', { name: B.duplicateRecords });
    expect(within(duplicates).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: `${B.duplicateRecords} (2)` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the server message when the upload fails', async () => {
    await newBulk();
    server.use(
      http.post(`${getRuntimeConfig().services.default}/application/bulk/applicants/upload`, () =>
        HttpResponse.json({ message: 'Roster service is down.' }, { status: 500 }),
      ),
    );
    renderBulk('/ihc/bulk/applicants');
    await choose(file(`${HEADER}\n${goodRow(1)}\n`));
    await alertWith('Roster service is down.');
  });

  it('checks a 10,000-row roster without freezing and lists its bad rows page by page', async () => {
    await newBulk();
    const progress: number[] = [];
    const parser: RosterParser = {
      check: (f, onProgress) =>
        inlineRosterParser.check(f, (p) => {
          progress.push(p.rowsChecked);
          onProgress?.(p);
        }),
    };
    renderBulk('/ihc/bulk/applicants', parser);
    const { text, badRows } = buildRoster(10_000, 50);
    await choose(file(text));
    await alertWith(B.fileNotUploadedIncomplete(badRows.length), 20000);
    expect(progress.at(-1)).toBe(10_000);
    const errors = screen.getByRole('table', { name: B.errorRecords });
    // 10 rows per page by default (hc-bulk), not 200 rows at once.
    expect(within(errors).getAllByRole('row')).toHaveLength(11);
    expect(within(errors).getByRole('cell', { name: String(badRows[0]) })).toBeInTheDocument();
  });

  it('shows progress while the worker checks the file', async () => {
    await newBulk();
    let release: () => void = () => undefined;
    const parser: RosterParser = {
      check: (_f, onProgress) =>
        new Promise((resolve) => {
          onProgress?.({ rowsChecked: 4200, bytesParsed: 42, totalBytes: 100 });
          release = () => resolve({ kind: 'parse-failure', reason: 'test' });
        }),
    };
    renderBulk('/ihc/bulk/applicants', parser);
    // The check starts (and reports its progress) a few awaits after the choice: awaited on screen.
    const roster = file(`${HEADER}\n`);
    const input = await rosterInput();
    fireEvent.change(input, { target: { files: [roster] } });
    expect(await screen.findByText(BULK_COPY.checking(4200))).toBeInTheDocument();
    expect(await rosterInput()).toBeDisabled();
    // The check ends: what the page does with its answer is awaited on screen too.
    release();
    await alertWith(B.parseFailure);
  });
});

describe('Bulk applicants: list, search, views (intake §2 Bulk health card, §9)', () => {
  it('lists the applicants, 10 rows per page remembered under hc-bulk, and searches by name', async () => {
    openBulk('bulk-incomplete');
    sessionDraft(storeKey('pagination')).write({ 'hc-bulk': 30 });
    renderBulk('/ihc/bulk/applicants');
    const list = await screen.findByRole('table', { name: BULK_COPY.allApplicants });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(2));
    const total = within(list).getAllByRole('row').length - 1;
    const rowsPerPage = screen.getAllByRole('combobox', { name: 'Rows per page' })[0];
    expect(rowsPerPage).toHaveValue('30');
    // The lists' options (payment spec §9).
    expect(
      within(rowsPerPage as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '30', '50', '75', '100']);
    const first = within(list).getAllByRole('row')[1]?.querySelector('td')?.textContent ?? '';
    const firstName = first.split(' ')[0] ?? '';
    await userEvent.type(screen.getByLabelText(B.searchFirstName), firstName);
    await userEvent.click(screen.getByRole('button', { name: BULK_COPY.search }));
    await waitFor(() =>
      expect(within(list).getAllByRole('row').length - 1).toBeLessThanOrEqual(total),
    );
    for (const row of within(list).getAllByRole('row').slice(1))
      expect(row).toHaveTextContent(firstName);
    await userEvent.type(screen.getByLabelText(B.searchLastName), 'Nobody-Such');
    await userEvent.click(screen.getByRole('button', { name: BULK_COPY.search }));
    expect(await within(list).findByText(MESSAGES.common.noRecords)).toBeInTheDocument();
  });

  it("a failed list load offers a retry, not 'No records found'", async () => {
    openBulk('bulk-incomplete');
    server.use(
      http.get('*/api/application/bulk/applicants', () => HttpResponse.json({}, { status: 500 })),
    );
    renderBulk('/ihc/bulk/applicants');
    const retry = await screen.findByRole('button', { name: MESSAGES.common.tryAgain });
    expect(screen.getByText(MESSAGES.common.trackUnavailable)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.common.noRecords)).toBeNull();
    server.resetHandlers();
    await userEvent.click(retry);
    const list = await screen.findByRole('table', { name: BULK_COPY.allApplicants });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(2));
  });

  it('defaults to 10 rows per page', async () => {
    openBulk('bulk-incomplete');
    renderBulk('/ihc/bulk/applicants');
    await screen.findByRole('table', { name: BULK_COPY.allApplicants });
    expect(screen.getAllByRole('combobox', { name: 'Rows per page' })[0]).toHaveValue('10');
  });
});

describe('Bulk Validate and submit (intake §5 Bulk Validate, Bulk notice; §8 Bulk submit failure)', () => {
  const validateButton = () => screen.findByRole('button', { name: BULK_COPY.validate });

  async function chooseSource(label: string) {
    await userEvent.click(await screen.findByLabelText(label));
    const dialog = await screen.findByRole('alertdialog', {
      name: MESSAGES.upload.uploadSourceLabel,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByLabelText(label)).toBeDisabled());
  }

  it('with the source chosen, enables Validate once certified; lists incomplete applicants', async () => {
    openBulk('bulk-incomplete');
    renderBulk('/ihc/bulk/applicants');
    expect(await validateButton()).toBeDisabled();
    // The seeded bulk already has its source (External): locked.
    expect(screen.getByLabelText(MESSAGES.upload.externalLaboratory)).toBeChecked();
    expect(screen.getByLabelText(MESSAGES.upload.externalLaboratory)).toBeDisabled();
    await userEvent.click(screen.getByLabelText(BULK_COPY.certification));
    expect(await validateButton()).toBeEnabled();
    await userEvent.click(await validateButton());
    expect(await screen.findByText(B.incompleteApplications)).toBeInTheDocument();
    const incomplete = await screen.findByRole('table', { name: B.incompleteRecords });
    expect(within(incomplete).getAllByRole('row')).toHaveLength(2);
  });

  it("says 'No applicants have been uploaded yet.' for an empty bulk", async () => {
    await newBulk();
    renderBulk('/ihc/bulk/applicants');
    await userEvent.click(await screen.findByLabelText(BULK_COPY.certification));
    expect(await validateButton()).toBeDisabled(); // no source yet
    await chooseSource(MESSAGES.upload.inHouseLaboratory);
    expect(await validateButton()).toBeEnabled();
    await userEvent.click(await validateButton());
    expect(await screen.findByText(B.noApplicants)).toBeInTheDocument();
    expect(screen.queryByText(B.acknowledgementNotAccepted)).not.toBeInTheDocument();
  });

  async function readyBulk() {
    await newBulk();
    renderBulk('/ihc/bulk/applicants');
    await choose(file(`${HEADER}\n${goodRow(1)}\n${goodRow(2)}\n`));
    await screen.findByText(BULK_COPY.uploaded(2));
    await chooseSource(MESSAGES.upload.externalLaboratory);
    await userEvent.click(screen.getByLabelText(BULK_COPY.certification));
    await userEvent.click(await validateButton());
    return screen.findByRole('alertdialog', { name: B.noRefundPolicyTitle });
  }

  it('shows the No Refund Policy before submitting once, then Successfully Submitted: validation in progress (intake §2)', async () => {
    const dialog = await readyBulk();
    expect(within(dialog).getByText(B.noRefundPolicy)).toBeInTheDocument();
    let submits = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/application/bulk/submit/')) submits += 1;
    });
    const submit = within(dialog).getByRole('button', { name: BULK_COPY.submit });
    await userEvent.dblClick(submit);
    expect(
      await screen.findByText(MESSAGES.submission.successfullySubmittedBody),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/qce/ihc/confirmation/application-submitted');
    expect(screen.queryByText(FLOW_MESSAGES.review.underReviewBulk)).not.toBeInTheDocument();
    // The order of payment is issued once the requirements are validated.
    expect(
      screen.getByRole('button', { name: MESSAGES.submission.viewOrderOfPayment }),
    ).toBeDisabled();
    expect(submits).toBe(1);
    server.events.removeAllListeners();
  });

  it('applicants page dialogs: no serious axe violation, Escape gives the focus back (e2e a11y gate rows)', async () => {
    await newBulk();
    await expectAccessibleRoute('/ihc/bulk/applicants', (path) => renderBulk(path), [
      { name: BULK_COPY.cancelTitle, open: opensFrom('button', BULK_COPY.cancelBulk) },
      {
        name: MESSAGES.upload.uploadSourceLabel,
        open: opensFrom('radio', MESSAGES.upload.externalLaboratory),
      },
      {
        name: B.noRefundPolicyTitle,
        open: async (user) => {
          await choose(file(`${HEADER}\n${goodRow(1)}\n`));
          await screen.findByText(BULK_COPY.uploaded(1));
          await chooseSource(MESSAGES.upload.externalLaboratory);
          await user.click(screen.getByLabelText(BULK_COPY.certification));
          const validate = await validateButton();
          await user.click(validate);
          return validate;
        },
      },
    ]);
  });

  it.each([
    ['the server message', { message: 'Bulk is locked by staff.' }, 'Bulk is locked by staff.'],
    ["'Error Encountered. Please contact support.' without one", {}, B.submitFailure],
  ])('a failed submit shows %s', async (_label, body, expected) => {
    const dialog = await readyBulk();
    server.use(
      http.post(`${getRuntimeConfig().services.default}/application/bulk/submit/:id`, () =>
        HttpResponse.json(body, { status: 500 }),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: BULK_COPY.submit }));
    await alertWith(expected);
    expect(screen.getByRole('heading', { level: 1, name: /Bulk Applicants/ })).toBeInTheDocument();
  });
});

describe('Cancel bulk application (intake §7 DELETE bulk discard)', () => {
  it('discards after a confirmation and returns to the landing', async () => {
    await newBulk();
    renderBulk('/ihc/bulk/applicants');
    await userEvent.click(await screen.findByRole('button', { name: BULK_COPY.cancelBulk }));
    const dialog = await screen.findByRole('alertdialog', { name: BULK_COPY.cancelTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: BULK_COPY.cancelBulk }));
    expect(
      await screen.findByRole('region', { name: MESSAGES.history.bulkTitle }),
    ).toBeInTheDocument();
    expect(localKeys.get('appId')).toBeNull();
  });
});

describe('Bulk-part applicant (intake §4 Bulk-part applicant)', () => {
  it('sees only an information page for requirements upload', async () => {
    openBulk('bulk-incomplete');
    const { bulkApi } = await import('./bulk-api');
    const applicants = await bulkApi.applicants({
      bulkApplicationId: SEEDED_BULK,
      page: 1,
      limit: 1,
    });
    localKeys.set('appId', String(applicants.details[0]?.applicationId));
    localKeys.set('actualClass', 'Individual');
    renderBulk('/ihc/requirements-upload');
    expect(await screen.findByText(MESSAGES.bulkPart.info)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/qce/ihc/bulk-part/requirements-upload');
  });

  it('sees only an information page for payment', async () => {
    await openScenarioApplication('bulk-part', 106);
    renderBulk('/ihc/bulk-part/order-of-payment');
    expect(await screen.findByText(MESSAGES.payment.bulkPartInfo)).toBeInTheDocument();
  });
});

describe('Accessibility of the bulk pages (axe: no serious or critical violations)', () => {
  it('Representative Form', async () => {
    openBulk('bulk-incomplete');
    renderBulk('/ihc/application-form');
    await screen.findByRole('form', { name: MESSAGES.applicationForm.representativeTitle });
    await expectNoAxeViolations(document.body);
  });

  it('applicants page with a roster error report', async () => {
    await newBulk();
    renderBulk('/ihc/bulk/applicants');
    await choose(file(`${HEADER}\nbad,Ana,Cruz,01/02/1990,Female,Cook,Filipino,Quezon City\n`));
    await alertWith(B.fileNotUploadedIncomplete(1));
    await expectNoAxeViolations(document.body);
  });
});

describe('Bulk applicants: more roster shapes (intake §5 Bulk health card CSV)', () => {
  it('uploads a UTF-8 file with a BOM and semicolon delimiters', async () => {
    await newBulk();
    renderBulk('/ihc/bulk/applicants');
    const text = `\uFEFF${HEADER.replaceAll(',', ';')}\n${goodRow(5).replaceAll(',', ';')}\n`;
    await choose(file(new TextEncoder().encode(text)));
    expect(await screen.findByText(BULK_COPY.uploaded(1))).toBeInTheDocument();
  });

  it('reports every required column missing for a file without a usable delimiter', async () => {
    await newBulk();
    renderBulk('/ihc/bulk/applicants');
    await choose(file(`${HEADER.replaceAll(',', ' ')}\n${goodRow(1).replaceAll(',', ' ')}\n`));
    const alert = await alertWith(B.fileNotUploadedIncomplete(1));
    expect(alert).toHaveTextContent(BULK_COPY.missingColumns(['Email']).slice(0, 16));
  });
});
