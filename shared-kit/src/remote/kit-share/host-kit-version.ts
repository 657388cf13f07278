import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareHook = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShareHook>[0];

/** As `isKitShare` in choose-kit-version.ts (not imported: that module stays out of the host's main.js). */
const isKitShare = (name: string) =>
  name.startsWith('@qce/shared-kit/') || name.startsWith('@qce/domain/');

/**
 * The host's half of ADR 013's one-kit-version rule: the host (the shell) is the page's first app, so
 * `chooseKitVersion` always answers its own version for it. This says that directly, without the
 * chooser in the host's main.js (about 1.5 KB gzip on every route): every non-singleton kit entry the
 * host asks for, even late (a lazy page after a track registered a newer kit), comes at the host's own
 * version, registered by whichever app, never at another version.
 */
export function hostKitVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qce-host-kit-version',
    resolveShare(args: ResolveShareArgs) {
      const { pkgName, shareInfo, shareScopeMap, scope } = args;
      if (!isKitShare(pkgName) || shareInfo.shareConfig.singleton) return args;
      const own = shareInfo.version;
      args.resolver = () => {
        const registered = own ? shareScopeMap[scope]?.[pkgName]?.[own] : undefined;
        return registered ? { shared: registered, useTreesShaking: false } : undefined;
      };
      return args;
    },
  };
}

export default hostKitVersionPlugin;
