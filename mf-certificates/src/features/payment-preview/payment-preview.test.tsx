/** payment §2 /qce/payment-preview/...: loads the application (bulk data for class bulk), new-tab link. */
import { screen, within } from '@testing-library/react';
import { getBulkApplications } from '@qce/shared-kit/api';
import { resetMockDb } from '@qce/mock-api/node';
import { MESSAGES } from '@qce/shared-kit/messages';
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

describe('/qce/payment-preview/:applicationType/:applicationId/:permitId/:classification', () => {
  it('previews an individual order of payment with the open-in-new-tab link', async () => {
    const { application } = await seededApplication('payment-due', JUAN, 1);
    signIn(JUAN);
    const path = `/payment-preview/ihc/${application.applicationId}/1/Individual`;
    renderAt(path);
    const link = await screen.findByRole('link', { name: MESSAGES.payment.havingTrouble });
    expect(link).toHaveAttribute('href', `/qce${path}`);
    expect(link).toHaveAttribute('target', '_blank');
    const sheet = await screen.findByRole('article', { name: 'Order of Payment' });
    expect(within(sheet).getByText(application.applicationId)).toBeInTheDocument();
  });

  it('uses the bulk data for class bulk', async () => {
    await seededBulkOrder();
    signIn(LIZA);
    const bulk = (await getBulkApplications({ page: 1, limit: 10 })).data.details[0];
    if (!bulk) throw new Error('seed has no bulk application');
    renderAt(`/payment-preview/ihc/${bulk.bulkApplicationId}/1/bulk`);
    const sheet = await screen.findByRole('article', { name: 'Order of Payment' });
    expect(within(sheet).getByText(bulk.companyName)).toBeInTheDocument();
  });

  it('shows no fee list under no reference before the order is issued (payment §9), but says so', async () => {
    resetMockDb('bulk-incomplete');
    signIn(LIZA);
    renderAt(`/payment-preview/ihc/${SEEDED_BULK_ID}/1/bulk`);
    expect(
      await screen.findByText('No order of payment has been issued for this application yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order of Payment' })).not.toBeInTheDocument();
    expect(screen.queryByText('VD Screening (Social Hygiene)')).not.toBeInTheDocument();
  });

  it("shows the bulk's own order of payment: its reference number, its items, and a total they add up to (payment §2, §9)", async () => {
    const order = await seededBulkOrder();
    signIn(LIZA);
    renderAt(`/payment-preview/ihc/${SEEDED_BULK_ID}/1/bulk`);
    const sheet = await screen.findByRole('article', { name: 'Order of Payment' });
    const shown = readOrderSheet(sheet);
    expect(shown.reference).toBe(order.refNum);
    const names = new Set(order.paymentDetailDtos?.map((d) => d.orderOfPaymentName));
    expect(shown.items.map((item) => item.name.replace(/ × \d+$/, ''))).toEqual([...names]);
    expect(shown.items.map((item) => item.name)).not.toContain('VD Screening (Social Hygiene)');
    expect(shown.total).toBe(order.total);
    expect(shown.items.reduce((sum, item) => sum + item.amount, 0)).toBe(order.total);
  });
});
