import { resetMockDb, server } from '../node';
import { applyScenario, listScenarios } from '../switcher';
import { db } from '../db';
import { auditOf } from '../db/records';
import { call } from '../testing/client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('scenarios', () => {
  it.each(listScenarios().map((s) => s.name))('%s builds without error', (name) => {
    expect(() => applyScenario(name)).not.toThrow();
    expect(db().scenario).toBe(name);
  });

  it('puts the applicant at the named state', () => {
    const latest = (scenario: string) => {
      resetMockDb(scenario);
      const app = db().applications[0];
      if (!app) throw new Error('no application');
      return { status: app.status, step: auditOf(db(), { applicationId: app.applicationId }).at(-1) };
    };
    expect(latest('for-review')).toMatchObject({ status: 'For Review', step: { transactionType: 'Requirements Validation', status: 'IN_PROGRESS' } });
    expect(latest('requirements-requires-update')).toMatchObject({ status: 'Requires Update', step: { status: 'REQUIRES_UPDATE' } });
    expect(latest('payment-due').step).toMatchObject({ transactionType: 'Payment Validation', status: 'IN_PROGRESS' });
    expect(latest('head-approval-pending').step).toMatchObject({ transactionType: 'Head Approval', status: 'IN_PROGRESS' });
    expect(latest('approved')).toMatchObject({ status: 'Completed', step: { transactionType: 'Head Approval', status: 'COMPLETED' } });
    expect(latest('rejected').status).toBe('Rejected');
    expect(latest('on-hold').status).toBe('On Hold');
    expect(latest('cancelled').status).toBe('Discard');
  });

  it('staff reset rejects an unknown scenario with a message', async () => {
    const res = await call('POST', '/__staff/reset', { body: { scenario: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Unknown scenario/);
  });

  it('maintenance-active serves an active window', async () => {
    resetMockDb('maintenance-active');
    const res = await call('GET', '/api/maintenance-service/maintenance', { token: null });
    expect((res.json.data as { active: boolean }).active).toBe(true);
  });

  it('staff users come with a portal sign-in URL', async () => {
    resetMockDb();
    const users = (await call('GET', '/__staff/users')).json.data as { signInUrl: string; token: string }[];
    expect(users[0]?.signInUrl).toBe('/qce/applications?userId=101&token=token-juan-101');
  });
});
