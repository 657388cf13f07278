import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { oneKitVersionPlugin } from './one-kit-version';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

const KIT = ['stores', 'flows', 'messages'].map((entry) => `@qce/shared-kit/${entry}`);

/** An app's shared options as the build writes them: the kit entries at one version, and react. */
function appOf(name: string, kitVersion: string): ModuleFederation {
  const shared: Record<string, unknown[]> = {
    react: [{ version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } }],
  };
  for (const entry of KIT)
    shared[entry] = [
      { version: kitVersion, from: name, shareConfig: { requiredVersion: `^${kitVersion}` } },
    ];
  return { options: { name, shared } } as unknown as ModuleFederation;
}

/** The share scope after the shell (1.0.0) and mf_sp (2.0.0) registered what they provide. */
function shareScope(): Record<string, Record<string, Record<string, { from: string }>>> {
  const scope: Record<string, Record<string, { from: string }>> = {};
  for (const entry of KIT)
    scope[entry] = { '1.0.0': { from: 'shell' }, '2.0.0': { from: 'mf_sp' } };
  scope.react = { '19.3.1': { from: 'shell' } };
  return { default: scope };
}

/** What runtime-core's getRegisteredShare does: emit resolveShare, then call the resolver. */
function resolve(
  app: ModuleFederation,
  host: ModuleFederation,
  pkgName: string,
  defaultVersion: string,
): unknown {
  const hooks = oneKitVersionPlugin().apply?.(app);
  const shareScopeMap = shareScope();
  const own = app.options.shared[pkgName]?.[0];
  const args = {
    pkgName,
    scope: 'default',
    shareScopeMap,
    shareInfo: { ...own, from: app.options.name },
    GlobalFederation: { __INSTANCES__: [host, app] },
    resolver: () => ({ shared: shareScopeMap.default?.[pkgName]?.[defaultVersion] }),
  } as unknown as ResolveShareArgs;
  const hooked = (hooks && hooks.resolveShare?.(args)) ?? args;
  return hooked.resolver()?.shared;
}

describe('oneKitVersionPlugin: every kit entry of one app from one kit version', () => {
  const shell = appOf('shell', '1.0.0');
  const sp = appOf('mf_sp', '2.0.0');

  it("gives a track built with kit 2.0.0 its own copy of every entry, whatever the runtime's pick", () => {
    // loaded-first would hand out the shell's loaded 1.0.0 for stores: the measured mix.
    for (const entry of KIT) expect(resolve(sp, shell, entry, '1.0.0')).toEqual({ from: 'mf_sp' });
  });

  it("gives the shell its own 1.0.0 even after a track registered 2.0.0 (version-first's pick)", () => {
    for (const entry of KIT)
      expect(resolve(shell, shell, entry, '2.0.0')).toEqual({ from: 'shell' });
  });

  it('leaves singletons to the runtime (react, strictVersion)', () => {
    expect(resolve(sp, shell, 'react', '19.3.1')).toEqual({ from: 'shell' });
  });
});
