import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@qce/mock-api/node';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import { useApplicationRecord } from './application-record';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const application = { applicationId: 'A-1', status: 'Draft', formData: {} };

describe('useApplicationRecord', () => {
  it('a failed application read is an error with a retry that works', async () => {
    let fail = true;
    server.use(
      http.get('*/application/:id', () =>
        fail
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json({ data: { data: application } }),
      ),
      http.get('*/audit/progress', () => HttpResponse.json({ data: [] })),
    );
    const { result } = renderHook(() => useApplicationRecord('A-1'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    result.current.reload();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data?.application.applicationId).toBe('A-1');
  });

  it('a failed audit log leaves the application with an empty log (intake §8)', async () => {
    server.use(
      http.get('*/application/:id', () => HttpResponse.json({ data: { data: application } })),
      http.get('*/audit/progress', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { result } = renderHook(() => useApplicationRecord('A-1'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data?.auditLogs).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith('audit log load failed', expect.anything());
  });

  it('the next step shows the application at once, without reading it again', async () => {
    let reads = 0;
    server.use(
      http.get('*/application/:id', () => {
        reads += 1;
        return HttpResponse.json({ data: { data: application } });
      }),
      http.get('*/audit/progress', () => HttpResponse.json({ data: [] })),
    );
    const first = renderHook(() => useApplicationRecord('A-1'));
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    first.unmount();
    const next = renderHook(() => useApplicationRecord('A-1'));
    expect(next.result.current.status).toBe('ready');
    expect(reads).toBe(1);
  });
});

describe('useApplicationRecord under a gate', () => {
  it('a failed read is read once, not again by each component that mounts after the failure', async () => {
    let reads = 0;
    server.use(
      http.get('*/application/:id', () => {
        reads += 1;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
      http.get('*/audit/progress', () => HttpResponse.json({ data: [] })),
    );
    const first = renderHook(() => useApplicationRecord('A-1'));
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    const second = renderHook(() => useApplicationRecord('A-1'));
    expect(second.result.current.status).toBe('error');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(1);
  });
});
