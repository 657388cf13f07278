/** payment §2 /qce/print-temp/{appType}, §9: reference number, blank OR number and date, PHP en-PH amounts. */
import { act, screen, within } from '@testing-library/react';
import { localKeys } from '@qce/shared-kit/storage';
import { defaultRuntimeConfig } from '@qce/shared-kit/config';
import { App } from '../../app/app';
import { PRINT_DELAY_MS } from '@qce/shared-kit/domain';
import { setupMockServer } from '../../testing/mock-server';
import { readOrderSheet } from '../../testing/order-sheet';
import {
  JUAN,
  LIZA,
  SEEDED_BULK_ID,
  renderAt,
  seededApplication,
  seededBulkOrder,
  signIn,
} from '../../testing/seeded';

setupMockServer();

describe('/qce/print-temp/:appType', () => {
  it('prints the order of payment of the application in storage', async () => {
    const { application } = await seededApplication('payment-due', JUAN, 1);
    signIn(JUAN);
    localKeys.set('appId', application.applicationId);
    renderAt('/print-temp/ihc');
    const sheet = await screen.findByRole('article', { name: 'Order of Payment' });
    const reference = within(sheet).getByText('Reference No.', {
      selector: 'dt',
    }).nextElementSibling;
    expect(reference?.textContent).not.toBe('');
    const total = within(sheet).getByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent(/₱\d[\d,]*\.\d{2}/);
    expect(within(sheet).getByRole('note', { name: 'OR Number (blank)' })).toBeEmptyDOMElement();
    expect(within(sheet).getByRole('note', { name: 'OR Date (blank)' })).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it("prints a bulk representative's own bulk order: its reference number, items and total", async () => {
    const order = await seededBulkOrder();
    signIn(LIZA);
    jest.spyOn(window, 'print').mockImplementation(() => undefined);
    localKeys.set('appId', SEEDED_BULK_ID);
    localKeys.set('actualClass', 'Bulk');
    renderAt('/print-temp/IHC');
    const shown = readOrderSheet(await screen.findByRole('article', { name: 'Order of Payment' }));
    expect(shown.reference).toBe(order.refNum);
    expect(shown.total).toBe(order.total);
    expect(shown.items.reduce((sum, item) => sum + item.amount, 0)).toBe(order.total);
    expect(shown.items.map((item) => item.name)).not.toContain('Massagist Training Fee');
  });

  it('says so when no application is in storage, and does not print', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt('/print-temp/ihc');
    expect(await screen.findByRole('alert')).toHaveTextContent(/No application is selected/);
    await new Promise((resolve) => setTimeout(resolve, PRINT_DELAY_MS + 100));
    expect(print).not.toHaveBeenCalled();
  });

  describe('opens the print dialog by itself (payment §9 print delay 500 ms)', () => {
    afterEach(() => jest.useRealTimers());

    it('once, 500 ms after the order has loaded, not before, in StrictMode', async () => {
      const { application } = await seededApplication('payment-due', JUAN, 1);
      signIn(JUAN);
      localKeys.set('appId', application.applicationId);
      const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
      // The mock backend answers through microtasks and setImmediate, which stay real; the delay runs on the
      // fake clock.
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      const { rerender } = renderAt('/print-temp/ihc', { reactStrictMode: true });
      await screen.findByRole('article', { name: 'Order of Payment' });
      expect(print).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(PRINT_DELAY_MS - 1));
      expect(print).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(print).toHaveBeenCalledTimes(1);
      // A re-render of the whole remote (as the shell's parcel update does) does not print again.
      rerender(<App basename="/qce" config={defaultRuntimeConfig} navigate={() => undefined} />);
      await screen.findByRole('article', { name: 'Order of Payment' });
      act(() => jest.advanceTimersByTime(PRINT_DELAY_MS * 10));
      expect(print).toHaveBeenCalledTimes(1);
    });
  });
});
