/**
 * The application's paymentDetailResponseDto as the sanitary permit readiness rule reads it (payment §4: the
 * permit shows only when the total is zero or an OR number exists): an issued, unpaid order counts with its
 * total and no OR number; once validated it carries its OR number and payment date.
 */
import { isSanitaryPermitReady } from '@qce/domain/rules';
import { resetMockDb, server } from '../node';
import { call, dataOf } from '../testing/client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb('fresh'));
afterAll(() => server.close());

const PEDRO = 'token-pedro-103';

interface Application {
  applicationId: string;
  mayorPermitNo?: string;
  approvedDate?: string;
  formData: { mayorPermitNo?: string };
  paymentDetailResponseDto?: {
    total?: number;
    officialReceiptNumber?: string;
    paymentDate?: string;
  }[];
}

async function application(id: string): Promise<Application> {
  return dataOf<{ data: Application }>(
    await call('GET', `/api/application/${id}`, { token: PEDRO }),
  ).data;
}

const permitOf = (app: Application) => ({
  mayorPermitNo: app.mayorPermitNo ?? app.formData.mayorPermitNo ?? null,
  approvedDate: app.approvedDate ?? null,
  paymentDetailResponseDto: app.paymentDetailResponseDto ?? [],
});

const staff = async (path: string, body: unknown) => {
  const res = await call('POST', `/__staff${path}`, { body });
  expect(res.status).toBe(200);
};

describe('paymentDetailResponseDto of a sanitary permit (payment §3, §4)', () => {
  it('lists an unpaid order with its total and no OR number, then the validated one with its OR number', async () => {
    const form = {
      establishmentName: 'Shop',
      address: 'Addr',
      ownerName: 'Pedro Reyes',
      mayorPermitNo: 'MP-1',
      type: 'New',
      employeeNum: 2,
      employeeNumWithHC: 1,
      employeeNumWithoutHC: 1,
    };
    const created = dataOf<Application>(
      await call('POST', '/api/application', {
        token: PEDRO,
        body: { formData: form, userId: '103', permitId: 2 },
      }),
    );
    const id = created.applicationId;
    expect((await application(id)).paymentDetailResponseDto ?? []).toEqual([]);

    await staff(`/applications/${id}/requirements`, { action: 'complete' });
    await staff(`/applications/${id}/head-approval`, { action: 'approve' });
    const unpaid = await application(id);
    expect(unpaid.paymentDetailResponseDto).toHaveLength(1);
    const [order] = unpaid.paymentDetailResponseDto ?? [];
    expect(order?.total).toBeGreaterThan(0);
    expect(order?.officialReceiptNumber).toBeUndefined();
    expect(order?.paymentDate).toBeUndefined();
    // Approved, with a mayor permit no., but a non-zero total and no OR number: not ready.
    expect(isSanitaryPermitReady(permitOf(unpaid))).toBe(false);

    await staff(`/applications/${id}/payment`, { action: 'validate' });
    const paid = await application(id);
    expect(paid.paymentDetailResponseDto?.[0]?.officialReceiptNumber).toMatch(/^OR-/);
    expect(paid.paymentDetailResponseDto?.[0]?.paymentDate).toBeTruthy();
    expect(isSanitaryPermitReady(permitOf(paid))).toBe(true);
  });
});
