import { setRuntimeConfig } from '@qce/shared-kit/config';
import { reportError } from './report-error';

const fetchMock = jest.fn((_url: string, _init?: RequestInit) =>
  Promise.resolve(new Response(null, { status: 204 })),
);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  setRuntimeConfig({});
});

const sentBodies = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    method: init?.method,
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
  }));

afterEach(() => jest.restoreAllMocks());

describe('reportError', () => {
  it('reports an error once, tagged with the track and its release, to services.errorReports', () => {
    setRuntimeConfig({ services: { errorReports: '/reports/client' } as never });
    const error = new TypeError('(0 , o.kitV2Stores) is not a function');
    expect(reportError(error, { track: 'mf_sp', release: 'sp-2026-11-26.1' })).toBe(true);
    // The shell's fallback sees the same error after the track's own boundary: not sent again.
    expect(reportError(error, { track: 'mf_sp', release: '/remotes/sp/mf-manifest.json' })).toBe(
      false,
    );
    expect(sentBodies()).toEqual([
      {
        url: '/reports/client',
        method: 'POST',
        body: expect.objectContaining({
          track: 'mf_sp',
          release: 'sp-2026-11-26.1',
          name: 'TypeError',
          message: '(0 , o.kitV2Stores) is not a function',
          page: '/',
        }),
      },
    ]);
  });

  it('sends the default endpoint when config.json names none, and reports distinct errors each', () => {
    reportError(new Error('one'), { track: 'mf_ihc', release: '' });
    reportError(new Error('one'), { track: 'mf_ihc', release: '' });
    reportError('a thrown string', { track: 'mf_ihc', release: '' });
    reportError('a thrown string', { track: 'mf_ihc', release: '' });
    expect(sentBodies().map(({ url, body }) => [url, body.message])).toEqual([
      ['/api/client-errors', 'one'],
      ['/api/client-errors', 'one'],
      ['/api/client-errors', 'a thrown string'],
    ]);
  });

  it('keeps the message and the stack within the 1000 characters the backend takes', () => {
    const error = new Error('m'.repeat(1500));
    error.stack = 's'.repeat(5000);
    reportError(error, { track: 'mf_sp', release: '' });
    const sent = sentBodies();
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body;
    expect(String(body?.message)).toHaveLength(1000);
    expect(String(body?.stack)).toHaveLength(1000);
  });

  it('logs an expected failure (a refused or unanswered call) as a warning and sends nothing', () => {
    const refused = Object.assign(new Error('Request failed with status 500'), {
      name: 'ApiError',
    });
    expect(reportError(refused, { what: 'application load' })).toBe(false);
    expect(console.warn).toHaveBeenCalledWith('application load failed', refused);
    expect(console.error).not.toHaveBeenCalled();
    expect(sentBodies()).toEqual([]);
  });

  it('logs anything else as an error and sends it with what failed, tagged with the shell when no track mounted', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(reportError(bug, { what: 'saving the application' })).toBe(true);
    expect(console.error).toHaveBeenCalledWith('saving the application failed', bug);
    expect(sentBodies()).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          track: 'shell',
          what: 'saving the application',
          message: "Cannot read properties of undefined (reading 'id')",
        }),
      }),
    ]);
  });

  it('never throws when the report cannot be sent', () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(() => reportError(new Error('x'), { track: 'mf_sp', release: '' })).not.toThrow();
  });
});
