import { server } from '../node';
import { call } from '../testing/client';
import { clearClientErrors } from './client-errors';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearClientErrors());
afterAll(() => server.close());

const report = {
  track: 'mf_sp',
  release: 'sp-2026-11-26.1',
  name: 'TypeError',
  // As long as reportError sends them (1000 characters each): a runtime message is often over 200.
  message: `(0 , o.kitV2Stores) is not a function ${'x'.repeat(960)}`,
  stack: `TypeError: ${'    at f (main.js:1:1)\n'.repeat(40)}`.slice(0, 1000),
  page: '/qce/sp/applications',
  at: '2026-11-26T13:00:00.000Z',
};

describe('POST /api/client-errors and the staff listing', () => {
  it('collects a report without a session and lists it, newest first, in the staff console', async () => {
    expect((await call('POST', '/api/client-errors', { token: null, body: report })).status).toBe(
      204,
    );
    await call('POST', '/api/client-errors', {
      token: null,
      body: { ...report, track: 'mf_ihc', release: '' },
    });
    const listed = await call('GET', '/__staff/client-errors', { token: null });
    expect(listed.status).toBe(200);
    expect(listed.json.data).toEqual([
      expect.objectContaining({ id: 2, track: 'mf_ihc', release: '' }),
      expect.objectContaining({ id: 1, ...report }),
    ]);
    const page = await fetch('http://localhost/__staff/client-errors.html');
    const html = await page.text();
    expect(html).toContain('<td>mf_sp</td><td>sp-2026-11-26.1</td>');
    expect(html).toContain('TypeError: (0 , o.kitV2Stores) is not a function');
  });

  it('refuses a report without a track or a message', async () => {
    const { status } = await call('POST', '/api/client-errors', {
      token: null,
      body: { message: 'x' },
    });
    expect(status).toBe(400);
  });
});
