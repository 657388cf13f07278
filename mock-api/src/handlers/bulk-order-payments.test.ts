import { resetMockDb, server } from '../node';
import { call, dataOf } from '../testing/client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const LIZA = 'token-liza-104';
const JUAN = 'token-juan-101';
const BULK_ID = 501;

interface Order {
  refNum: string;
  status: string;
  total: number;
}

async function bulkWithOrder(): Promise<void> {
  resetMockDb('bulk-incomplete');
  const applicants = dataOf<{
    details: { applicationId: string; formData: Record<string, unknown> }[];
  }>(
    await call('GET', `/api/application/bulk/applicants?permitId=1&bulkApplicationId=${BULK_ID}`, {
      token: LIZA,
    }),
  ).details;
  const incomplete = applicants.find((a) => !a.formData.occupation);
  await call('PUT', '/api/application', {
    token: LIZA,
    body: {
      applicationId: incomplete?.applicationId,
      formData: { occupation: 'Cook' },
      permitId: 1,
      userId: '104',
    },
  });
  await call('POST', `/api/application/bulk/submit/${BULK_ID}`, { token: LIZA, body: {} });
  await call('POST', `/__staff/bulk/${BULK_ID}/requirements`, { body: { action: 'complete' } });
}

describe('GET PAYMENTS for a bulk application (payment §7; the bulk-level order has applicationId null)', () => {
  it('answers the bulk-level order by bulkApplicationId', async () => {
    await bulkWithOrder();
    const res = await call('GET', `/api/payment-integration/payment?bulkApplicationId=${BULK_ID}`, {
      token: LIZA,
    });
    expect(res.status).toBe(200);
    const orders = dataOf<Order[]>(res);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'For Review', refNum: expect.any(String) });
    expect(orders[0]?.total).toBeGreaterThan(0);
  });

  it('answers an empty list before the order is issued', async () => {
    resetMockDb('bulk-incomplete');
    const res = await call('GET', `/api/payment-integration/payment?bulkApplicationId=${BULK_ID}`, {
      token: LIZA,
    });
    expect(dataOf<Order[]>(res)).toEqual([]);
  });

  it("refuses another applicant's bulk application and an unknown one", async () => {
    await bulkWithOrder();
    expect(
      (
        await call('GET', `/api/payment-integration/payment?bulkApplicationId=${BULK_ID}`, {
          token: JUAN,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('GET', '/api/payment-integration/payment?bulkApplicationId=99999', {
          token: LIZA,
        })
      ).status,
    ).toBe(404);
  });
});
