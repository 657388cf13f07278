import { screen, within } from '@testing-library/react';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import {
  collectUncaughtErrors,
  loadFaultTest,
  retryButton,
  titleWithRetry,
  titled,
  type LoadFaultRow,
} from '@qce/testing/faults';
import {
  chooseIndustry,
  currentApplication,
  handedOverApplication,
  requiredDetails,
} from '../testing/applications';
import { openScenarioApplication, renderAt, setupMockServer } from '../testing/render-app';
import { WATER_ANALYSIS_COPY } from './water-analysis/water-analysis-copy';

setupMockServer();
const uncaught = collectUncaughtErrors();

/**
 * Issue 12 item 2, the fault table of the sanitary permit pages' loads (moved from e2e sp-faults): the
 * application form, the Required Details, the requirements upload, the water analysis step and the steps
 * after the review, each loaded once per fault mode (500, network error, hang beyond the client timeout)
 * with its load calls failing. Not an empty page that would let the owner go on (an empty requirements
 * table with Submit Application, a disabled Go to Permit Issuing): the page's title with a Try again; never
 * a blank page or an uncaught error; what the owner typed stays; the retry works once the faults are lifted.
 */

/** The step frame's load calls: the application and its audit log. */
const FRAME = ['APPLICATION_BY_ID', 'AUDIT_PROGRESS'];

const tryAgain: LoadFaultRow['retry'] = async (user) => {
  await user.click(retryButton());
};

// prettier-ignore
const ROWS: LoadFaultRow[] = [
  {
    // The step frame (application and audit log); what the owner typed is a draft and survives.
    page: 'application form', endpoints: FRAME,
    setup: async () => {
      await openScenarioApplication('sp-with-employees');
    },
    open: () => renderAt('/sp/application-form'),
    type: async (user) => {
      const name = await screen.findByLabelText(/^Establishment Name/);
      await user.clear(name);
      await user.type(name, 'Reyes Bakeshop Annex');
      return async () => {
        expect(await screen.findByLabelText(/^Establishment Name/)).toHaveValue('Reyes Bakeshop Annex');
      };
    },
    during: titleWithRetry('Sanitary Permit Application Form'),
    retry: tryAgain,
    after: async () => {
      expect(await screen.findByLabelText(/^Owner Name/)).toHaveValue('Pedro Reyes');
    },
  },
  {
    // A handed-over application: its record and the food industries; the chosen industry stays.
    page: 'Required Details', endpoints: ['APPLICATION_BY_ID', 'INDUSTRIES'],
    setup: handedOverApplication,
    open: () => renderAt('/populate-primary-details'),
    type: chooseIndustry,
    during: titleWithRetry(MESSAGES.sanitaryPermit.requiredDetailsTitle),
    retry: tryAgain,
    after: async () => {
      expect(within(await requiredDetails()).getByRole('button', { name: 'Submit' })).toBeEnabled();
    },
  },
  {
    // Not an empty table with Submit Application (required files would go missing): a retry.
    page: 'requirements upload', endpoints: ['REQUIREMENTS', 'UPLOADS', 'SP_EMPLOYEES'],
    setup: () => currentApplication('sp-with-employees', '1001'),
    open: () => renderAt('/sp/requirements-upload'),
    during: async () => {
      await titleWithRetry('Requirements Upload')();
      expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
    },
    after: async () => {
      const table = await screen.findByRole('table', { name: 'Requirements' });
      expect((await within(table).findAllByRole('rowheader'))[0]).toBeVisible();
      expect(await screen.findByText(/Employees uploaded: 3 of\s+3 with a health certificate\./)).toBeVisible();
    },
  },
  {
    page: 'water analysis', endpoints: ['LABORATORY'],
    setup: () => currentApplication('shl-wal-eligible', '1002'),
    open: () => renderAt('/sp/water-analysis'),
    during: titleWithRetry('Water Analysis'),
    retry: tryAgain,
    after: async () => {
      expect(await screen.findByText(WATER_ANALYSIS_COPY.completed)).toBeVisible();
    },
  },
  // The steps after the review, with application 1002 (approved): their only load calls are the step
  // frame's, except Head Approval's own reading of the audit log.
  {
    page: 'Under Review', endpoints: FRAME,
    setup: () => currentApplication('shl-wal-eligible', '1002'),
    open: () => renderAt('/sp/under-review'),
    during: titleWithRetry('Under Review'),
    retry: tryAgain,
    after: async () => {
      expect(await screen.findByText(FLOW_MESSAGES.review.underReviewSp)).toBeVisible();
    },
  },
  {
    page: 'Review Completed', endpoints: FRAME,
    setup: () => currentApplication('shl-wal-eligible', '1002'),
    open: () => renderAt('/sp/review-completed'),
    during: titleWithRetry('Review Completed'),
    retry: tryAgain,
    after: async () => {
      expect(await screen.findByRole('link', { name: MESSAGES.review.goToIssuing })).toBeVisible();
    },
  },
  {
    // Not a disabled Go to Permit Issuing for an approved permit: a retry.
    page: 'Head Approval', endpoints: ['AUDIT_PROGRESS'],
    setup: () => currentApplication('shl-wal-eligible', '1002'),
    open: () => renderAt('/sp/head-approval'),
    during: async () => {
      await titleWithRetry('Head Approval')();
      expect(screen.queryByRole('button', { name: 'Go to Permit Issuing' })).not.toBeInTheDocument();
    },
    retry: tryAgain,
    after: async () => {
      expect(await screen.findByRole('button', { name: 'Go to Permit Issuing' })).toBeEnabled();
    },
  },
  {
    page: 'Permit Issuing', endpoints: FRAME,
    setup: () => currentApplication('shl-wal-eligible', '1002'),
    open: () => renderAt('/sp/permit-issuing'),
    during: titleWithRetry('Permit Issuing'),
    retry: tryAgain,
    after: async () => {
      expect(await screen.findByRole('button', { name: 'View Sanitary Permit' })).toBeEnabled();
    },
  },
];

describe('sanitary permit page loads under faults (500, network, hang): a retry, never a blank page or an uncaught error, typed values kept', () => {
  it.each(titled(ROWS, (row) => `${row.page}: ${row.endpoints.join(', ')}`))(
    '%s',
    async (_title, row) => loadFaultTest(uncaught)(row),
  );
});
