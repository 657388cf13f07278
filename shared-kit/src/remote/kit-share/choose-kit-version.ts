/**
 * Which kit version one consumer (the shell or a track) uses for every `@qce/shared-kit/` entry it
 * needs (ADR 013). Pure: the federation runtime plugin (`one-kit-version.ts`) feeds it what the
 * share scope holds. One answer per consumer, never a mix of two kit versions inside one app.
 */

/** The shared-module name prefix of every kit entry. */
export const KIT_PREFIX = '@qce/shared-kit/';
/** The domain's entries, shared at the kit's version (they travel with the kit, ADR 018). */
export const DOMAIN_PREFIX = '@qce/domain/';

/** A shared module of the kit: a kit entry or a domain entry. */
export const isKitShare = (name: string): boolean =>
  name.startsWith(KIT_PREFIX) || name.startsWith(DOMAIN_PREFIX);

export interface KitChoiceInput {
  /** The kit version this consumer was built with (its own copy). */
  ownVersion: string;
  /** The kit range this consumer was built to accept, e.g. `^1.3.0`. */
  requiredRange: string;
  /** Every kit entry this consumer can ask for (its own shared list). */
  needed: readonly string[];
  /**
   * The kit the page's host (the first app on the page) provides: its version and the entries its
   * build offers. Absent when the host offers no kit entry.
   */
  host?: { version: string; entries: readonly string[] };
}

export interface KitChoice {
  version: string;
  /** `host`: the host's copies (shared state, no extra download); `own`: the consumer's own copies. */
  source: 'host' | 'own';
  /** Why, in a few words (logged once per consumer when it is `own` next to another host version). */
  reason: string;
}

type Version = [number, number, number];

function parse(version: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * The subset of semver ranges the build writes: `^x.y.z`, `~x.y.z`, `x.y.z` and `*`. Anything else
 * is not satisfied (the consumer then keeps its own copy, which is always safe).
 */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  const trimmed = range.trim();
  if (!v) return false;
  if (trimmed === '*') return true;
  const op = trimmed[0] === '^' || trimmed[0] === '~' ? trimmed[0] : '';
  const base = parse(op ? trimmed.slice(1) : trimmed);
  if (!base) return false;
  if (compare(v, base) < 0) return false;
  if (op === '') return compare(v, base) === 0;
  if (op === '~') return v[0] === base[0] && v[1] === base[1];
  // Caret: the left-most non-zero part is fixed.
  if (base[0] > 0) return v[0] === base[0];
  if (base[1] > 0) return v[0] === 0 && v[1] === base[1];
  return v[0] === 0 && v[1] === 0 && v[2] === base[2];
}

/**
 * - The host's kit is the consumer's own version: one version, whoever provides each entry.
 * - The host's kit satisfies the consumer's range and offers every entry the consumer needs: the
 *   host's copies (the consumer shares the host's state and downloads no kit of its own).
 * - Otherwise: the consumer's own copy of every entry, even of entries the host could serve.
 * Depends only on the host and the consumer, never on which other track the tab opened first.
 */
export function chooseKitVersion({
  ownVersion,
  requiredRange,
  needed,
  host,
}: KitChoiceInput): KitChoice {
  if (!host) return { version: ownVersion, source: 'own', reason: 'the host offers no kit' };
  if (host.version === ownVersion)
    return { version: ownVersion, source: 'host', reason: 'same kit version as the host' };
  if (!satisfies(host.version, requiredRange))
    return {
      version: ownVersion,
      source: 'own',
      reason: `host kit ${host.version} does not satisfy ${requiredRange}`,
    };
  const offered = new Set(host.entries);
  const missing = needed.filter((entry) => !offered.has(entry));
  if (missing.length > 0)
    return {
      version: ownVersion,
      source: 'own',
      reason: `host kit ${host.version} lacks ${missing.join(', ')}`,
    };
  return {
    version: host.version,
    source: 'host',
    reason: `host kit ${host.version} satisfies ${requiredRange}`,
  };
}
