import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { KIT_PREFIX } from './choose-kit-version';
import { hostKitVersionPlugin } from './host-kit-version';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/** What runtime-core does: emit resolveShare, then call the resolver it leaves. */
function resolve(pkgName: string, hostVersion: string, singleton = false): unknown {
  const shareScopeMap = {
    default: {
      [pkgName]: { '2.1.0': { from: 'mf_sp' }, '2.2.0': { from: 'mf_ihc' } },
    },
  };
  const args = {
    pkgName,
    scope: 'default',
    shareScopeMap,
    shareInfo: { version: hostVersion, from: 'shell', shareConfig: { singleton } },
    resolver: () => ({ shared: { from: 'runtime pick (newest)' } }),
  } as unknown as ResolveShareArgs;
  const hooked = hostKitVersionPlugin().resolveShare?.(args) ?? args;
  return hooked.resolver()?.shared;
}

describe('hostKitVersionPlugin (ADR 013, the host side)', () => {
  it('gives the host its own kit version, whoever registered it, never a newer one', () => {
    expect(resolve(`${KIT_PREFIX}ui/dialog`, '2.1.0')).toEqual({ from: 'mf_sp' });
  });

  it('falls back to the host its own copy when nothing is registered at its version', () => {
    expect(resolve(`${KIT_PREFIX}flows`, '2.0.0')).toBeUndefined();
  });

  it('leaves singletons and other packages to the runtime (strictVersion)', () => {
    expect(resolve(`${KIT_PREFIX}contract`, '2.1.0', true)).toEqual({
      from: 'runtime pick (newest)',
    });
    expect(resolve('react', '19.3.1')).toEqual({ from: 'runtime pick (newest)' });
  });
});
