import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { chooseKitVersion, isKitShare } from './choose-kit-version';
import type { KitChoice } from './choose-kit-version';

type ResolveShareHook = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShareHook>[0];
type SharedOptions = ModuleFederation['options']['shared'];

/** The kit entries an app's build shares, with the kit version it was built with. */
function kitOf(shared: SharedOptions): { version: string; entries: string[] } | undefined {
  const entries = Object.keys(shared).filter(
    (name) => isKitShare(name) && shared[name]?.[0]?.shareConfig.singleton !== true,
  );
  const version = entries.map((name) => shared[name]?.[0]?.version).find(Boolean);
  return version ? { version, entries } : undefined;
}

/**
 * Federation runtime plugin (every app, ADR 013): every non-singleton kit entry (`@qce/shared-kit/`, and
 * the domain's `@qce/domain/` that travel with it) an app
 * asks for comes from ONE kit version, chosen once per app by `chooseKitVersion`: the host's copies
 * when they satisfy the app's range and offer every entry it needs, otherwise the app's own copy of
 * every entry. Singletons (react, zustand, the kit's `contract`) keep the runtime's own resolution
 * with `strictVersion`.
 */
export function oneKitVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qce-one-kit-version',
    apply(instance: ModuleFederation) {
      let choice: KitChoice | undefined;
      const decide = (args: ResolveShareArgs): KitChoice | undefined => {
        if (choice) return choice;
        const own = kitOf(instance.options.shared);
        if (!own) return undefined;
        const range = args.shareInfo.shareConfig.requiredVersion;
        const host = args.GlobalFederation.__INSTANCES__[0] ?? instance;
        choice = chooseKitVersion({
          ownVersion: own.version,
          requiredRange: typeof range === 'string' ? range : own.version,
          needed: own.entries,
          host: kitOf(host.options.shared),
        });
        return choice;
      };
      return {
        resolveShare(args: ResolveShareArgs) {
          const { pkgName, shareInfo, shareScopeMap, scope } = args;
          if (!isKitShare(pkgName) || shareInfo.shareConfig.singleton) return args;
          const decided = decide(args);
          if (!decided) return args;
          const fallback = args.resolver;
          args.resolver = () => {
            const registered = shareScopeMap[scope]?.[pkgName]?.[decided.version];
            if (registered) return { shared: registered, useTreesShaking: false };
            // Nothing registered at the chosen version: the app's own copy, if that is the choice.
            if (decided.version === shareInfo.version) return undefined;
            // Not reachable by construction (the host offers every entry when it is chosen).
            return fallback();
          };
          return args;
        },
      };
    },
  };
}

export default oneKitVersionPlugin;
