import { ApiError } from '@qce/shared-kit/api';
import { logged, serverMessageOf } from './index';

describe('failed calls (intake §8)', () => {
  it("takes the server's message when it sent one, nothing otherwise", () => {
    const withMessage = new ApiError({
      endpoint: 'INDUSTRIES',
      message: 'failed',
      status: 400,
      serverMessage: 'Duplicate entry',
    });
    expect(serverMessageOf(withMessage)).toBe('Duplicate entry');
    expect(
      serverMessageOf(
        new ApiError({ endpoint: 'INDUSTRIES', message: 'failed', serverMessage: '  ' }),
      ),
    ).toBeUndefined();
    expect(serverMessageOf(new Error('boom'))).toBeUndefined();
  });

  it('reports a silent failure and answers the fallback', async () => {
    const down = new ApiError({ endpoint: 'INDUSTRIES', message: 'down', isNetworkError: true });
    await expect(Promise.reject(down).catch(logged('industries', []))).resolves.toEqual([]);
    // A refused or unanswered call is an expected failure: a warning, no report.
    expect(console.warn).toHaveBeenCalledWith('industries failed', down);
  });
});
