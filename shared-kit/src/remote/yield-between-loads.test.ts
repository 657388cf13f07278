import { yieldBetweenLoadsPlugin } from './yield-between-loads';

type BeforeLoadShare = NonNullable<ReturnType<typeof yieldBetweenLoadsPlugin>['beforeLoadShare']>;
type BeforeLoadShareArgs = Parameters<BeforeLoadShare>[0];

describe('yieldBetweenLoadsPlugin (ADR 011)', () => {
  it('hands each shared-module load back unchanged, in a later task than the one that asked', async () => {
    const order: string[] = [];
    const beforeLoadShare = yieldBetweenLoadsPlugin().beforeLoadShare as BeforeLoadShare;
    const args = { pkgName: 'formik' } as unknown as BeforeLoadShareArgs;

    setTimeout(() => order.push('task queued before the load'), 0);
    const resumed = Promise.resolve(beforeLoadShare(args)).then((result) => {
      order.push('load resumes');
      return result;
    });
    void Promise.resolve().then(() => order.push('microtask of the same task'));

    await expect(resumed).resolves.toBe(args);
    expect(order).toEqual([
      'microtask of the same task',
      'task queued before the load',
      'load resumes',
    ]);
  });
});
