import { resetMockDb, server } from '../node';
import { call, dataOf } from '../testing/client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('documents, laboratory and certificate validation', () => {
  it('serves laboratory records with signatories, publicly by id, and signatures', async () => {
    resetMockDb('approved');
    const app = dataOf<{ details: { applicationId: string }[] }>(
      await call('GET', '/api/application?permitId=1'),
    ).details[0];
    const labs = (await call('GET', `/api/laboratory/${app?.applicationId}/type/SOCIAL_HYGIENE`))
      .json.data as {
      data: {
        laboratoryId: string;
        name: string;
        status: string;
        approvedBy?: { authorities: string[]; signatureId: string };
      }[];
    };
    expect(labs.data[0]).toMatchObject({
      name: 'VD',
      status: 'Completed',
      approvedBy: { authorities: ['ROLE_MEDICAL_DOCTOR'] },
    });
    const external = await call('GET', `/api/laboratory/external/${labs.data[0]?.laboratoryId}`, {
      token: null,
    });
    expect(external.status).toBe(200);
    const signature = await call(
      'GET',
      `/api/laboratory/signature/${labs.data[0]?.approvedBy?.signatureId}`,
      { token: null },
    );
    expect(dataOf<{ imageUrl: string }>(signature).imageUrl).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
    expect((await call('GET', `/api/laboratory/${app?.applicationId}/type/NOPE`)).status).toBe(400);
    expect(
      (await call('GET', `/api/application/external/${app?.applicationId}`, { token: null }))
        .status,
    ).toBe(200);
    expect((await call('GET', '/api/laboratory/external/424242', { token: null })).status).toBe(
      404,
    );
  });

  it('validates an occupational permit number with its birth date', async () => {
    resetMockDb('fresh');
    const ok = await call('POST', '/api/certificate-validation/health-cert-v2', {
      body: { occupationalPermitNo: 'OP-2024-0001', birthDate: '1990-05-14' },
    });
    expect(ok.json).toMatchObject({
      message: 'Success',
      data: expect.objectContaining({ name: 'Juan Dela Cruz' }),
    });
    const wrong = await call('POST', '/api/certificate-validation/health-cert-v2', {
      body: { occupationalPermitNo: 'OP-2024-0001', birthDate: '1990-05-15' },
    });
    expect(wrong.json).toEqual({ message: 'Not Found', data: null });
    expect(
      (await call('POST', '/api/certificate-validation/health-cert-v2', { body: {} })).status,
    ).toBe(400);
  });

  it('keeps Completed requirements locked and refuses uploads while For Review', async () => {
    resetMockDb('payment-due');
    const app = dataOf<{ details: { applicationId: string }[] }>(
      await call('GET', '/api/application?permitId=1'),
    ).details[0];
    const uploads = dataOf<{ requirementId: number; imageId: string; status: string }[]>(
      await call('GET', `/api/uploads?applicationId=${app?.applicationId}`),
    );
    expect(uploads.every((u) => u.status === 'Completed')).toBe(true);
    const again = await call('PUT', '/api/uploads', {
      body: {
        applicationId: app?.applicationId,
        imageId: uploads[0]?.imageId,
        requirementId: uploads[0]?.requirementId,
        userId: '101',
      },
    });
    expect(again.status).toBe(409);
    resetMockDb('for-review');
    const review = dataOf<{ details: { applicationId: string }[] }>(
      await call('GET', '/api/application?permitId=1'),
    ).details[0];
    const blocked = await call('POST', '/api/uploads', {
      body: {
        applicationId: review?.applicationId,
        imageId: '9001',
        requirementId: 2,
        userId: '101',
      },
    });
    expect(blocked.status).toBe(409);
  });

  it('hangs an endpoint for a hang fault (the client gives up)', async () => {
    resetMockDb('fresh');
    await call('POST', '/__staff/faults', {
      body: { endpoint: 'PERMITS', mode: 'hang', times: 1 },
    });
    await expect(
      fetch('http://localhost/api/permit', {
        headers: { Authorization: 'Bearer token-juan-101' },
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    expect((await call('GET', '/api/permit')).status).toBe(200);
  });
});
