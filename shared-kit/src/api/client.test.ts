import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { NodeFile } from './testing-file';
import { defaultRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { localKeys } from '../storage';
import {
  ApiError,
  callEndpoint,
  observeWrites,
  setUnauthorizedHandler,
  toMultipart,
} from './client';
import { readQueryKey, type EarlyAnswer } from './early-answers';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setRuntimeConfig({});
  setUnauthorizedHandler(null);
  window.localStorage.clear();
});
afterAll(() => server.close());

const maintenance = {
  active: false,
  validFrom: '2026-01-01T00:00:00Z',
  validTo: '2026-01-02T00:00:00Z',
};

describe('callEndpoint', () => {
  it('tells write listeners of a write, not of a read, even a read by POST', async () => {
    server.use(
      http.get('*/api/permit', () => HttpResponse.json({ data: { data: [] } })),
      http.post('*/sanitary-permit/employees/certificate-status', () =>
        HttpResponse.json({ data: [] }),
      ),
      http.post('*/application/discard/:id', () => HttpResponse.json({ data: null })),
    );
    const writes: string[] = [];
    const stop = observeWrites((endpoint) => writes.push(endpoint));
    await callEndpoint('PERMITS');
    await callEndpoint('SP_EMPLOYEE_CERTIFICATE_STATUSES', { body: [] });
    await callEndpoint('APPLICATION_DISCARD', { params: { id: 'A-1' }, body: {} });
    stop();
    expect(writes).toEqual(['APPLICATION_DISCARD']);
  });

  it('sends the bearer token from storage', async () => {
    localKeys.set('token', 'tok-123');
    let auth: string | null = null;
    server.use(
      http.get('*/api/permit', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: { data: [{ permitId: 1, type: 'IHC' }] } });
      }),
    );
    const body = await callEndpoint('PERMITS');
    expect(auth).toBe('Bearer tok-123');
    expect(body.data.data[0]?.type).toBe('IHC');
  });

  it('sends no Authorization header without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get('*/api/maintenance-service/maintenance', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: maintenance });
      }),
    );
    await callEndpoint('MAINTENANCE');
    expect(auth).toBeNull();
  });

  it('reads the base URL from the runtime config at call time', async () => {
    server.use(
      http.get('http://backend.test/v2/maintenance', () =>
        HttpResponse.json({ data: maintenance }),
      ),
    );
    setRuntimeConfig({
      services: { ...defaultRuntimeConfig.services, maintenance: 'http://backend.test/v2' },
    });
    await expect(callEndpoint('MAINTENANCE')).resolves.toEqual({ data: maintenance });
  });

  it('fills path params and serialises the query', async () => {
    let url: URL | undefined;
    server.use(
      http.get('*/api/application/:id', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ data: { data: { applicationId: 'A 1' } } });
      }),
      http.get('*/api/application', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ data: { details: [], totalCount: 0 } });
      }),
    );
    await callEndpoint('APPLICATION_BY_ID', { params: { id: 'A 1' } });
    expect(url?.pathname).toBe('/api/application/A%201');
    await callEndpoint('APPLICATION', {
      query: { email: 'a@b.c', page: 1, limit: 5, permitId: 1 },
    });
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      email: 'a@b.c',
      page: '1',
      limit: '5',
      permitId: '1',
    });
  });

  it('adds X-Requested-With on the account-service call only', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.get('*/api/internal-integrator/user/:userId/details', ({ request }) => {
        seen.user = request.headers.get('x-requested-with');
        return HttpResponse.json({ data: { first_name: 'A', last_name: 'B', email: 'a@b.c' } });
      }),
      http.get('*/api/permit', ({ request }) => {
        seen.permit = request.headers.get('x-requested-with');
        return HttpResponse.json({ data: { data: [] } });
      }),
    );
    await callEndpoint('USER_DETAILS', { params: { userId: 'u1' } });
    await callEndpoint('PERMITS');
    expect(seen).toEqual({ user: 'XMLHttpRequest', permit: null });
  });

  it('calls the unauthorized handler with the endpoint name on 401 and still rejects', async () => {
    server.use(
      http.get('*/api/permit', () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    const error = await callEndpoint('PERMITS').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(handler).toHaveBeenCalledWith('PERMITS', error);
  });

  it('does not call the unauthorized handler on other failures', async () => {
    server.use(http.get('*/api/permit', () => new HttpResponse(null, { status: 500 })));
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    await expect(callEndpoint('PERMITS')).rejects.toMatchObject({ status: 500, code: undefined });
    expect(handler).not.toHaveBeenCalled();
  });

  it('normalises a { code: 4037 } failure body', async () => {
    const message = 'Official receipt number already used in another application.';
    server.use(
      http.post('*/api/payment-integration/payment/submit', () =>
        HttpResponse.json({ code: 4037, message }, { status: 400 }),
      ),
    );
    const error = await callEndpoint('SUBMIT_PAYMENT', {
      body: {
        applicationId: 'A1',
        userId: 'u1',
        paymentDate: '2026-01-01',
        officialReceiptNumber: 'OR-1',
        referenceNumber: 'R1',
        imageId: 'img',
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      endpoint: 'SUBMIT_PAYMENT',
      status: 400,
      code: 4037,
      serverMessage: message,
      message,
      isNetworkError: false,
      isTimeout: false,
    });
  });

  it('flags a network error', async () => {
    server.use(http.get('*/api/permit', () => HttpResponse.error()));
    const error = await callEndpoint('PERMITS').catch((e: unknown) => e);
    expect(error).toMatchObject({ isNetworkError: true, isTimeout: false, status: undefined });
  });

  it('flags a timeout using requestTimeoutMs', async () => {
    setRuntimeConfig({ requestTimeoutMs: 50 });
    server.use(
      http.get('*/api/permit', async () => {
        await delay(500);
        return HttpResponse.json({ data: { data: [] } });
      }),
    );
    const error = await callEndpoint('PERMITS').catch((e: unknown) => e);
    expect(error).toMatchObject({ isTimeout: true, isNetworkError: false });
  });

  it('flags a call aborted by the caller', async () => {
    server.use(
      http.get('*/api/permit', async () => {
        await delay(500);
        return HttpResponse.json({ data: { data: [] } });
      }),
    );
    const controller = new AbortController();
    const pending = callEndpoint('PERMITS', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ isCanceled: true });
  });

  it('sends a multipart upload with the query and reports progress', async () => {
    let received: { name?: string; text?: string; query?: Record<string, string> } = {};
    server.use(
      http.post('*/api/file-service/file/upload', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        received = {
          name: typeof file === 'string' || !file ? undefined : file.name,
          text: typeof file === 'string' || !file ? undefined : await file.text(),
          query: Object.fromEntries(new URL(request.url).searchParams),
        };
        return HttpResponse.json({
          data: { data: { id: 'img-1', imageUrl: 'http://files/img-1' } },
        });
      }),
    );
    const onUploadProgress = jest.fn();
    const body = await callEndpoint('FILE_UPLOAD', {
      query: { refNo: 'A1', requirementsType: 3, uploader: 'u1' },
      // Node's File: jsdom's File is stringified by the test environment's (undici) FormData.
      body: toMultipart(
        new NodeFile(['hello'], 'receipt.png', { type: 'image/png' }) as unknown as Blob,
      ),
      onUploadProgress,
    });
    expect(body.data.data).toEqual({ id: 'img-1', imageUrl: 'http://files/img-1' });
    expect(received).toEqual({
      name: 'receipt.png',
      text: 'hello',
      query: { refNo: 'A1', requirementsType: '3', uploader: 'u1' },
    });
    expect(onUploadProgress).toHaveBeenCalledWith(
      expect.objectContaining({ loaded: expect.any(Number) }),
    );
  });
});

describe('callEndpoint with the page HTML’s early reads (ADR 019)', () => {
  afterEach(() => {
    delete window.__qceEarly;
  });
  const early = (endpoint: 'MAINTENANCE' | 'PERMITS', answer: EarlyAnswer) => {
    window.__qceEarly = {
      [JSON.stringify(readQueryKey(endpoint, undefined, undefined))]: Promise.resolve(answer),
    };
  };

  it('answers a read the page already made without asking again, once', async () => {
    early('MAINTENANCE', { ok: true, body: { data: maintenance }, date: null });
    const asked = jest.fn();
    server.use(
      http.get('*/api/maintenance-service/maintenance', () => {
        asked();
        return HttpResponse.json({ data: { ...maintenance, active: true } });
      }),
    );
    await expect(callEndpoint('MAINTENANCE')).resolves.toEqual({ data: maintenance });
    expect(asked).not.toHaveBeenCalled();
    // A later read is the backend's answer of now.
    await expect(callEndpoint('MAINTENANCE')).resolves.toEqual({
      data: { ...maintenance, active: true },
    });
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('asks itself when the early read was refused, and a 401 still reaches the handler', async () => {
    early('PERMITS', { ok: false, timedOut: false });
    server.use(http.get('*/api/permit', () => HttpResponse.json({}, { status: 401 })));
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    await expect(callEndpoint('PERMITS')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith('PERMITS', expect.any(ApiError));
  });

  it('gives the timeout error when the early read timed out', async () => {
    early('PERMITS', { ok: false, timedOut: true });
    await expect(callEndpoint('PERMITS')).rejects.toMatchObject({
      isTimeout: true,
      message: 'Request timed out',
    });
  });
});

describe('callEndpoint while the early reads that need the email are still to be sent', () => {
  afterEach(() => {
    delete window.__qceEarly;
    delete window.__qceEarlyLater;
  });

  it('waits for them instead of reading the same page twice', async () => {
    const query = { email: 'juan@example.com', page: 1, limit: 5, permitId: 1 as const };
    const key = JSON.stringify(readQueryKey('APPLICATION', undefined, query));
    const history = { data: { details: [], totalCount: 0 } };
    let sendLater = () => {};
    window.__qceEarly = {};
    window.__qceEarlyLater = {
      endpoints: ['APPLICATION'],
      ready: new Promise<void>((resolve) => {
        sendLater = () => {
          window.__qceEarly = { [key]: Promise.resolve({ ok: true, body: history, date: null }) };
          resolve();
        };
      }),
    };
    const asked = jest.fn();
    server.use(
      http.get('*/api/application', () => {
        asked();
        return HttpResponse.json(history);
      }),
    );
    const answer = callEndpoint('APPLICATION', { query });
    sendLater();
    await expect(answer).resolves.toEqual(history);
    expect(asked).not.toHaveBeenCalled();
  });
});
