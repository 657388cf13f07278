/**
 * payment §9 print delay 500 ms: every printable page of this remote opens the print dialog 500 ms after Print is
 * pressed, not before, and once however often Print is pressed meanwhile (print-temp also prints by itself: see
 * order-of-payment-print.test.tsx).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { getTrainingAttendance } from '@qce/shared-kit/api';
import { localKeys } from '@qce/shared-kit/storage';
import { PRINT_DELAY_MS } from '@qce/shared-kit/domain';
import { setupMockServer, waitForSettledDocuments } from './testing/mock-server';
import { expectNoAxeViolations } from '@qce/testing';
import { staffPost } from '@qce/testing/remote-tests';
import {
  JUAN,
  LIZA,
  MARIA,
  PEDRO,
  SEEDED_BULK_ID,
  renderAt,
  seededApplication,
  seededBulkOrder,
  signIn,
  signOut,
} from './testing/seeded';

setupMockServer();
// Whole pages with axe against the mock backend, on a 2-core machine shared by several suites.
jest.setTimeout(20_000);

interface Printable {
  name: string;
  /** Seeds the backend, signs in where the page needs it, and gives the path under /qce. */
  open: () => Promise<string>;
  /** The document that shows once the page has loaded. */
  document: string;
}

/** Pedro's sanitary permit with its requirements validated by the staff (its order issued), signed in. */
async function spRequirementsValidated(): Promise<string> {
  const { application } = await seededApplication('sp-with-employees', PEDRO, 2);
  await staffPost(`/applications/${application.applicationId}/requirements`, {
    action: 'complete',
  });
  signIn(PEDRO);
  return application.applicationId;
}

const PAGES: Printable[] = [
  {
    name: 'documents page (digital health certificate and yellow card)',
    document: 'Health Certificate (back)',
    open: async () => {
      const { application } = await seededApplication('massagist-approved', MARIA, 1);
      signIn(MARIA);
      return `/documents/${application.applicationId}`;
    },
  },
  {
    name: 'laboratory page',
    document: 'Stool Examination (Fecalysis)',
    open: async () => {
      const { labs } = await seededApplication('approved', JUAN, 1);
      const lab = labs.find((l) => l.labType === 'REGULAR_LABORATORY');
      if (!lab) throw new Error('seed has no regular lab');
      return `/laboratory/${lab.record.laboratoryId}/${lab.labType}/${lab.record.name}`;
    },
  },
  {
    name: 'massagist doc page',
    document: 'Certificate of Training',
    open: async () => {
      const { application } = await seededApplication('massagist-approved', MARIA, 1);
      signIn(MARIA);
      const attendance = (await getTrainingAttendance({ applicationId: application.applicationId }))
        .data.details?.[0];
      signOut();
      return `/docs/massagist/${application.applicationId}/${attendance?.trainingSessionId ?? ''}`;
    },
  },
  {
    name: 'payment preview',
    document: 'Order of Payment',
    open: async () => {
      const { application } = await seededApplication('payment-due', JUAN, 1);
      signIn(JUAN);
      return `/payment-preview/ihc/${application.applicationId}/1/Individual`;
    },
  },
  {
    name: 'payment preview (sanitary permit)',
    document: 'Order of Payment',
    open: async () => {
      const id = await spRequirementsValidated();
      return `/payment-preview/sp/${id}/2/individual`;
    },
  },
  {
    name: 'payment preview (bulk)',
    document: 'Order of Payment',
    open: async () => {
      await seededBulkOrder();
      signIn(LIZA);
      return `/payment-preview/ihc/${SEEDED_BULK_ID}/1/bulk`;
    },
  },
  {
    name: 'order of payment print view (sanitary permit)',
    document: 'Order of Payment',
    open: async () => {
      localKeys.set('appId', await spRequirementsValidated());
      return '/print-temp/sp';
    },
  },
  {
    name: 'order of payment print view (a second copy)',
    document: 'Order of Payment',
    open: async () => {
      const { application } = await seededApplication('payment-due', JUAN, 1);
      signIn(JUAN);
      localKeys.set('appId', application.applicationId);
      return '/print-temp/ihc';
    },
  },
];

describe('Print on every printable page (payment §9)', () => {
  afterEach(() => jest.useRealTimers());

  // Axe too (issue 25 item 5: the printable rows of the e2e accessibility gate, e2e/tests/a11y).
  it.each(PAGES)(
    '$name: no serious axe violation; prints 500 ms after Print, once',
    async (page) => {
      const path = await page.open();
      // jsdom has no print dialog (print-temp prints by itself).
      const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
      renderAt(path, { reactStrictMode: true });
      await screen.findByRole('article', { name: page.document });
      await waitForSettledDocuments();
      await expectNoAxeViolations(document.body);
      const buttons = await screen.findAllByRole('button', { name: 'Print' });
      // Let the page's own timers (print-temp's automatic print) run out before counting.
      await act(() => new Promise((resolve) => setTimeout(resolve, PRINT_DELAY_MS + 50)));
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      for (const button of buttons) {
        print.mockClear();
        fireEvent.click(button);
        fireEvent.click(button);
        act(() => jest.advanceTimersByTime(PRINT_DELAY_MS - 1));
        expect(print).not.toHaveBeenCalled();
        act(() => jest.advanceTimersByTime(1));
        expect(print).toHaveBeenCalledTimes(1);
        act(() => jest.advanceTimersByTime(PRINT_DELAY_MS * 4));
        expect(print).toHaveBeenCalledTimes(1);
      }
    },
  );
});
