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

  it('logs a silent failure and answers the fallback', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      Promise.reject(new Error('down')).catch(logged('industries', [])),
    ).resolves.toEqual([]);
    expect(log).toHaveBeenCalledWith('industries failed', expect.any(Error));
    log.mockRestore();
  });
});
