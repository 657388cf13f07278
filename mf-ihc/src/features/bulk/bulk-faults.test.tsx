import { File as NodeFile } from 'node:buffer';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defaultRuntimeConfig } from '@qce/shared-kit/config';
import { createBulkApplication } from '@qce/shared-kit/api';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys } from '@qce/shared-kit/storage';
import {
  actionFaultTest,
  actionTestTimeout,
  collectUncaughtErrors,
  loadFaultTest,
  retryButton,
  titled,
  type ActionFaultRow,
  type FaultMode,
  type LoadFaultRow,
} from '@qce/testing/faults';
import { App } from '../../app/app';
import { setupMockServer, signIn } from '../../testing/render-app';
import { BULK_COPY } from './bulk-copy';
import { HEADER, goodRow } from './csv/roster-fixtures';
import { inlineRosterParser } from './csv/roster-parser';
import { RosterParserProvider } from './csv/roster-parser-context';

setupMockServer();
const uncaught = collectUncaughtErrors();

/**
 * Issue 12 item 2, the fault table of the bulk health card pages (moved from e2e bulk-faults): the
 * Representative Form's Next (creating the bulk), the roster CSV upload, the applicants list and the
 * Representative Form loads, the upload source, Validate and the submit. Each call fails with 500, a network
 * error and a hang beyond the client timeout: the spec's message (intake §8: a failed bulk upload the
 * server's message, otherwise 'File not uploaded. Issue encountered during uploading. Please try again.'; a
 * failed bulk submit the server's message, otherwise 'Error Encountered. Please contact support.'; a failed
 * upload source save, which the spec leaves silent, the page's own notice with the choice open again), or
 * the page's title with a Try again; never a blank page or an uncaught error; what was typed stays; the call
 * is sent once; the retry works once the faults are lifted.
 */

type User = Parameters<ActionFaultRow['act']>[0];

const LIZA = 104;
const SERVER_MESSAGE = 'Injected fault: internal server error.';
/** The server's message on a 500, otherwise the spec's own. */
const serverOr = (fallback: string) => (_endpoint: string, mode: FaultMode) =>
  mode === '500' ? SERVER_MESSAGE : fallback;

/** The remote with the roster parsed in the page (jsdom has no Worker), at a path under /qce. */
function renderBulk(path: string) {
  window.history.pushState({}, '', `/qce${path}`);
  return render(
    <RosterParserProvider parser={inlineRosterParser}>
      <App basename="/qce" config={defaultRuntimeConfig} navigate={() => undefined} />
    </RosterParserProvider>,
  );
}

/** A new bulk application of Liza's with no applicant yet, the current one. */
async function newBulk(): Promise<void> {
  signIn({ scenario: 'fresh', userId: LIZA });
  const { data } = await createBulkApplication({
    companyName: 'Fault Foods Corp.',
    companyAddress: '15 Kalayaan Ave., Quezon City',
    email: 'liza.mendoza@example.com',
    firstName: 'Liza',
    lastName: 'Mendoza',
    formData: { classification: 'BULK', industryId: 1, subIndustryId: 11, applicationTypeId: 1 },
    permitId: 1,
  });
  localKeys.set('appId', String(data.bulkApplicationId));
  localKeys.set('actualClass', 'Bulk');
}

/** Five complete applicants. */
const roster = () =>
  new NodeFile([[HEADER, ...[1, 2, 3, 4, 5].map(goodRow)].join('\r\n')], 'roster.csv', {
    type: 'text/csv',
  }) as unknown as File;
const rosterInput = () => screen.getByLabelText(BULK_COPY.rosterLabel);
const applicantRows = () =>
  within(screen.getByRole('table', { name: BULK_COPY.allApplicants }))
    .queryAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
const fiveApplicants = async () => {
  await waitFor(() => expect(applicantRows()).toHaveLength(5));
};

/** A new bulk with its roster uploaded, on the applicants page. */
async function withRoster() {
  await newBulk();
  const view = renderBulk('/ihc/bulk/applicants');
  await waitFor(() => expect(rosterInput()).toBeEnabled());
  fireEvent.change(rosterInput(), { target: { files: [roster()] } });
  await fiveApplicants();
  return view;
}

const representative = () =>
  screen.getByRole('form', { name: MESSAGES.applicationForm.representativeTitle });
const company = () => within(representative()).getByLabelText(/^Company Name/);
const repNext = () => within(representative()).getByRole('button', { name: MESSAGES.common.next });
const panel = () => screen.getByRole('region', { name: BULK_COPY.validateTitle });
const external = () => within(panel()).getByLabelText(MESSAGES.upload.externalLaboratory);
const confirmSource = () => {
  const dialog = screen.queryByRole('alertdialog', { name: MESSAGES.upload.uploadSourceLabel });
  return dialog && within(dialog).getByRole('button', { name: 'Yes' });
};
const certify = () => within(panel()).getByLabelText(BULK_COPY.certification);
const validate = () => within(panel()).getByRole('button', { name: BULK_COPY.validate });
const noRefund = () =>
  screen.queryByRole('alertdialog', { name: MESSAGES.bulk.noRefundPolicyTitle });
const submitBulk = () => {
  const dialog = noRefund();
  return dialog && within(dialog).getByRole('button', { name: BULK_COPY.submit });
};
const atPath = (path: string) => async () => {
  await waitFor(() => expect(window.location.pathname).toBe(path));
};

/** Chooses the external laboratory for the whole bulk (it locks). */
async function chooseExternal(user: User) {
  await user.click(external());
  await waitFor(() => expect(confirmSource()).not.toBeNull());
  await user.click(confirmSource() as HTMLElement);
}

/** A new bulk with its roster, its upload source chosen and the certification ticked (what must stay). */
async function readyToValidate(user: User) {
  const view = await withRoster();
  await chooseExternal(user);
  await within(panel()).findByText(MESSAGES.upload.uploadSourceLocked);
  await user.click(certify());
  return { view, kept: () => expect(certify()).toBeChecked() };
}

// prettier-ignore
const ACTIONS: ActionFaultRow[] = [
  {
    action: 'Representative Form: Next (a new bulk application)', endpoints: ['APPLICATION_BULK_CREATE'],
    prepare: async (user) => {
      signIn({ scenario: 'fresh', userId: LIZA });
      window.sessionStorage.setItem('qce-ihc:initial-details', JSON.stringify({
        classification: 'BULK', type: 'New', applicationTypeId: 1, industryId: 1, industry: 'Food Establishment',
        subIndustryId: 11, subIndustry: 'Restaurant', businessLine: 'Fast Food',
      }));
      localKeys.set('actualClass', 'Bulk');
      const view = renderBulk('/ihc/application-form');
      await screen.findByRole('heading', { level: 1, name: MESSAGES.applicationForm.bulkTitle });
      await waitFor(() => expect(within(representative()).getByLabelText(/First Name/)).toHaveValue('Liza'));
      fireEvent.change(company(), { target: { value: 'Fault Foods Corp.' } });
      fireEvent.change(within(representative()).getByLabelText(/^Company Address/), { target: { value: '15 Kalayaan Ave., Quezon City' } });
      await user.click(within(representative()).getByLabelText(/I have read and agree/));
      return { view, kept: () => expect(company()).toHaveValue('Fault Foods Corp.') };
    },
    act: (user) => user.click(repNext()),
    sender: repNext,
    succeeded: atPath('/qce/ihc/bulk/applicants'),
  },
  {
    action: 'applicants: roster CSV upload', endpoints: ['BULK_UPLOAD_CSV'],
    message: serverOr(MESSAGES.bulk.parseFailure),
    prepare: async () => {
      await newBulk();
      const view = renderBulk('/ihc/bulk/applicants');
      await waitFor(() => expect(rosterInput()).toBeEnabled());
      return { view, kept: () => expect(rosterInput()).toBeInTheDocument() };
    },
    act: async () => {
      await waitFor(() => expect(rosterInput()).toBeEnabled());
      fireEvent.change(rosterInput(), { target: { files: [roster()] } });
    },
    succeeded: fiveApplicants,
  },
  {
    // Chosen once for the whole bulk (intake §4 Upload source): a failed save leaves it open, not locked.
    action: 'Upload source: External Laboratory, Yes', endpoints: ['BULK_BASE'],
    message: serverOr(BULK_COPY.sourceFailure),
    prepare: async () => ({
      view: await withRoster(),
      kept: () => {
        expect(external()).toBeEnabled();
        expect(within(panel()).queryByText(MESSAGES.upload.uploadSourceLocked)).not.toBeInTheDocument();
      },
    }),
    act: chooseExternal,
    sender: confirmSource,
    succeeded: async () => {
      expect(await within(panel()).findByText(MESSAGES.upload.uploadSourceLocked)).toBeVisible();
    },
  },
  {
    action: 'Validate', endpoints: ['BULK_CHECK'],
    message: serverOr(MESSAGES.bulk.submitFailure),
    prepare: readyToValidate,
    act: (user) => user.click(validate()),
    sender: validate,
    succeeded: async () => {
      await waitFor(() => expect(noRefund()).toBeVisible());
    },
  },
  {
    action: 'No Refund Policy: Submit Bulk Application', endpoints: ['BULK_SUBMIT'],
    message: serverOr(MESSAGES.bulk.submitFailure),
    prepare: readyToValidate,
    act: async (user) => {
      // A failed submit closes the notice: Validate opens it again.
      if (!noRefund()) await user.click(validate());
      await waitFor(() => expect(submitBulk()).not.toBeNull());
      await user.click(submitBulk() as HTMLElement);
    },
    sender: submitBulk,
    // Requirements validation is what is in progress now (intake §2 Successfully Submitted).
    succeeded: atPath('/qce/ihc/confirmation/application-submitted'),
  },
];

// prettier-ignore
const PAGES: LoadFaultRow[] = [
  {
    // Not 'No records found' for the roster that is there: a retry.
    page: 'applicants', endpoints: ['BULK_UPLOAD_LIST'],
    setup: newBulk,
    open: () => renderBulk('/ihc/bulk/applicants'),
    type: async () => {
      await waitFor(() => expect(rosterInput()).toBeEnabled());
      fireEvent.change(rosterInput(), { target: { files: [roster()] } });
      await fiveApplicants();
      return () => undefined;
    },
    during: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: /^Bulk Applicants/ })).toBeVisible();
      await waitFor(() => expect(retryButton()).toBeVisible());
      expect(screen.queryByText(MESSAGES.common.noRecords)).not.toBeInTheDocument();
    },
    retry: (user) => user.click(retryButton()),
    after: fiveApplicants,
  },
  {
    // The form's frame: the bulk record and its audit log; a changed company name is a draft and stays.
    page: 'Representative Form', endpoints: ['APPLICATION_BULK_BY_ID', 'AUDIT_BULK_PROGRESS'],
    setup: newBulk,
    open: () => renderBulk('/ihc/application-form'),
    type: async () => {
      await waitFor(() => expect(company()).toHaveValue('Fault Foods Corp.'));
      fireEvent.change(company(), { target: { value: 'Fault Foods Corp. Annex' } });
      // The form checks the change a moment later: awaited here, not during the faults' set-up.
      await waitFor(() => expect(company()).toHaveValue('Fault Foods Corp. Annex'));
      return () => expect(company()).toHaveValue('Fault Foods Corp. Annex');
    },
    during: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.applicationForm.bulkTitle })).toBeVisible();
    },
    retry: (user) => user.click(retryButton()),
    after: async () => {
      await waitFor(() => expect(repNext()).toBeVisible());
    },
  },
];

describe("bulk health card under faults (500, network, hang): the spec's message or a retry, typed values kept, sent once, retry works", () => {
  for (const row of ACTIONS) {
    it(
      `${row.action}: ${row.endpoints.join(', ')}`,
      async () => actionFaultTest(uncaught)(row),
      actionTestTimeout(row),
    );
  }
  it.each(titled(PAGES, (row) => `${row.page}: ${row.endpoints.join(', ')}`))(
    '%s',
    async (_title, row) => loadFaultTest(uncaught)(row),
  );
});
