/** Public training session (payment §7 GET external training-sessions/external/{id}) for the massagist document. */
import { resetMockDb, server } from '../node';
import { call, dataOf } from '../testing/client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface Session {
  trainingSessionId: number;
  trainingSessionCompleted?: boolean;
  trainingSessionCompletedDate?: string;
}

const MARIA_APPLICATION = async (): Promise<string> => {
  const res = await call('GET', '/__staff/applications', { token: null });
  const applications = dataOf<{ applicationId: number; userId: number }[]>(res);
  const own = applications.find((a) => a.userId === 102);
  if (!own) throw new Error('no application of Maria');
  return String(own.applicationId);
};

const session = async (id: number, applicationId?: string) =>
  dataOf<Session>(
    await call(
      'GET',
      `/api/training-sessions/external/${id}${applicationId ? `?applicationId=${applicationId}` : ''}`,
      { token: null },
    ),
  );

describe('GET external training session with applicationId', () => {
  it('says whether that application completed this very session, and nothing without one', async () => {
    resetMockDb('massagist-approved');
    const appId = await MARIA_APPLICATION();
    expect(await session(1, appId)).toMatchObject({
      trainingSessionId: 1,
      trainingSessionCompleted: true,
      trainingSessionCompletedDate: expect.any(String),
    });
    const other = await session(4, appId);
    expect(other.trainingSessionCompleted).toBe(false);
    expect(other.trainingSessionCompletedDate).toBeUndefined();
    expect(await session(1)).not.toHaveProperty('trainingSessionCompleted');
  });
});
