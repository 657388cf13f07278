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
      return {
        status: app.status,
        step: auditOf(db(), { applicationId: app.applicationId }).at(-1),
      };
    };
    expect(latest('for-review')).toMatchObject({
      status: 'For Review',
      step: { transactionType: 'Requirements Validation', status: 'IN_PROGRESS' },
    });
    expect(latest('requirements-requires-update')).toMatchObject({
      status: 'Requires Update',
      step: { status: 'REQUIRES_UPDATE' },
    });
    expect(latest('payment-due').step).toMatchObject({
      transactionType: 'Payment Validation',
      status: 'IN_PROGRESS',
    });
    expect(latest('head-approval-pending').step).toMatchObject({
      transactionType: 'Head Approval',
      status: 'IN_PROGRESS',
    });
    expect(latest('approved')).toMatchObject({
      status: 'Completed',
      step: { transactionType: 'Head Approval', status: 'COMPLETED' },
    });
    expect(latest('rejected').status).toBe('Rejected');
    expect(latest('on-hold').status).toBe('On Hold');
    expect(latest('cancelled').status).toBe('Discard');
  });

  it('massagist-approved gives Maria an approved yellow card, a completed training and two approved labs', async () => {
    resetMockDb('massagist-approved');
    const maria = { token: 'token-maria-102' };
    const list = (await call('GET', '/api/application?permitId=1', maria)).json.data as {
      details: { applicationId: string }[];
    };
    const appId = list.details[0]?.applicationId;
    const app = (await call('GET', `/api/application/${appId}`, maria)).json.data as {
      data: {
        yellowCard: boolean;
        status: string;
        expirationDate: string;
        formData: { occupation: string };
      };
    };
    expect(app.data).toMatchObject({
      yellowCard: true,
      status: 'Completed',
      formData: { occupation: 'Masseur' },
    });
    const payments = (
      await call('GET', `/api/payment-integration/payment?applicationId=${appId}`, maria)
    ).json.data as { paymentDate: string }[];
    const paid =
      payments
        .map((p) => p.paymentDate.slice(0, 10))
        .sort()
        .at(-1) ?? '';
    const expected = `${Number(paid.slice(0, 4)) + 1}${paid.slice(4)}`;
    expect(app.data.expirationDate.slice(0, 10)).toBe(expected);
    const attendance = (
      await call('GET', `/api/training/participant?applicationId=${appId}`, maria)
    ).json.data as { details: { trainingSessionCompleted: boolean }[] };
    expect(attendance.details[0]?.trainingSessionCompleted).toBe(true);
    for (const type of ['REGULAR_LABORATORY', 'SOCIAL_HYGIENE']) {
      const labs = (
        await call('GET', `/api/laboratory/external/${appId}/type/${type}`, { token: null })
      ).json.data as { data: { status: string }[] };
      expect(labs.data[0]?.status).toBe('Approved');
    }
  });

  it('approved gives Juan a stool and a sputum examination (regular laboratory) besides the VD one', async () => {
    resetMockDb('approved');
    const juan = { token: 'token-juan-101' };
    const appId = db().applications[0]?.applicationId;
    const regular = (await call('GET', `/api/laboratory/${appId}/type/REGULAR_LABORATORY`, juan))
      .json.data as {
      data: { name: string; status: string; formData: Record<string, unknown> }[];
    };
    expect(regular.data.map((lab) => lab.name)).toEqual(['Stool', 'Sputum']);
    expect(regular.data[1]).toMatchObject({
      status: 'Approved',
      formData: { sputumAFB: 'Negative' },
    });
    expect(regular.data[1]?.formData).not.toHaveProperty('color');
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
    const users = (await call('GET', '/__staff/users')).json.data as {
      signInUrl: string;
      token: string;
    }[];
    expect(users[0]?.signInUrl).toBe('/qce/applications?userId=101&token=token-juan-101');
  });
});
