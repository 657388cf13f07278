/**
 * Issue 24 items 3 and 4: a bulk part (intake §3 Classes: Bulk-Individual) as its applicant and its
 * representative see it. Scenario bulk-part: Liza's bulk 501 submitted, Rosa one of its applicants.
 */
import { resetMockDb, server } from '../node';
import { ROSA, call, dataOf } from '../testing/client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb('bulk-part'));

const LIZA = 'token-liza-104';
interface App {
  applicationId: string;
  classification?: string;
  formData: Record<string, unknown>;
}
const history = async (token: string, email: string) =>
  dataOf<{ details: App[]; totalCount: number }>(
    await call('GET', `/api/application?permitId=1&email=${email}&page=1&limit=5`, { token }),
  );

describe("histories are the signed-in applicant's own (intake §2 Landing)", () => {
  it("keeps the bulk's applicants out of the representative's Individual History", async () => {
    const liza = await history(LIZA, 'liza.mendoza@example.com');
    expect(liza).toEqual({ details: [], totalCount: 0 });
    const bulk = dataOf<{ details: unknown[] }>(
      await call('GET', '/api/application/bulk?page=1&limit=5', { token: LIZA }),
    );
    expect(bulk.details).toHaveLength(1);
  });

  it("lists Rosa's part in her own Individual History", async () => {
    const rosa = await history(ROSA, 'rosa.aquino@example.com');
    expect(rosa.details.map((a) => [a.formData.firstName, a.classification])).toEqual([
      ['Rosa', 'Bulk-Individual'],
    ]);
  });
});

describe('a bulk part shows its bulk (intake §3, §4 Bulk-part applicant)', () => {
  const rosaPart = async () => (await history(ROSA, 'rosa.aquino@example.com')).details[0];

  it("has the bulk's application type, industry, sub-industry and business line", async () => {
    const part = await rosaPart();
    const loaded = dataOf<{ data: App }>(
      await call('GET', `/api/application/${part?.applicationId}`, { token: ROSA }),
    ).data;
    expect(loaded.formData).toMatchObject({
      type: 'New',
      industry: 'Food Establishment',
      subIndustry: 'Restaurant',
      businessLine: 'Fast Food',
      firstName: 'Rosa',
    });
  });

  it("tracks the bulk's progress: requirements uploaded by the representative, validation in progress", async () => {
    const part = await rosaPart();
    const logs = dataOf<{ transactionType: string; status: string }[]>(
      await call('GET', `/api/audit/progress?applicationId=${part?.applicationId}`, {
        token: ROSA,
      }),
    );
    expect(Object.fromEntries(logs.map((l) => [l.transactionType, l.status]))).toEqual({
      'Application Form': 'COMPLETED',
      'Upload Requirements': 'COMPLETED',
      'Requirements Validation': 'IN_PROGRESS',
    });
  });
});
