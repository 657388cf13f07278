// The release gate: a candidate build of one track is checked against what is live before the registry's
// pointer moves. Each check answers null (passed) or one line saying why the candidate is refused.
import semver from 'semver';

/**
 * @typedef {{ name: string, version: string, requiredVersion?: string, singleton?: boolean }} SharedEntry
 * @typedef {{ metaData?: { name?: string }, exposes?: Array<{ name?: string, path?: string }>, shared?: SharedEntry[] }} Manifest
 * @typedef {{ app?: string, kitVersion?: string, runtimeVersion?: string, contract?: string, gitSha?: string }} BuildInfo
 */

/** What the shell loads from each track (the federation ids it asks for). */
export const REQUIRED_EXPOSES = {
  mf_ihc: ['./parcel'],
  mf_sp: ['./parcel'],
  mf_recurring: ['./parcel'],
  mf_certificates: ['./parcel', './documents'],
};

/** @param {string} track @param {Manifest} manifest */
export function checkExposes(track, manifest) {
  if (manifest?.metaData?.name !== track) {
    return `the candidate's manifest names "${manifest?.metaData?.name}", not ${track}`;
  }
  const exposed = new Set(
    (manifest.exposes ?? []).map((e) => e.path ?? (e.name ? `./${e.name}` : '')),
  );
  const missing = (REQUIRED_EXPOSES[track] ?? []).filter((id) => !exposed.has(id));
  return missing.length === 0 ? null : `the candidate does not expose ${missing.join(', ')}`;
}

/**
 * Every singleton the candidate shares (react, react-dom, zustand, the shell-to-track contract) must accept
 * the live shell's copy: a singleton is one instance on the page, and the shell loads it first. What the
 * candidate does not share as a singleton (the kit) it brings itself when the live copy does not fit.
 * @param {Manifest} candidate @param {Manifest} shell
 */
export function checkSharedRanges(candidate, shell) {
  const provided = new Map((shell.shared ?? []).map((s) => [s.name, s]));
  for (const entry of candidate.shared ?? []) {
    const live = provided.get(entry.name);
    if (!live || !entry.singleton) continue;
    const range = entry.requiredVersion;
    if (range && semver.validRange(range) && !semver.satisfies(live.version, range)) {
      return `the candidate needs ${entry.name} ${range}; the live shell provides ${live.version}`;
    }
  }
  return null;
}

/**
 * The remote props and the documents module are one contract (shared-kit/build-tools/build-info-plugin.cjs
 * fingerprints its files); a candidate built against another contract is refused.
 * @param {BuildInfo} candidate @param {BuildInfo} shell
 */
export function checkContract(candidate, shell) {
  if (!candidate?.contract) return 'the candidate has no qce-build.json contract fingerprint';
  if (!shell?.contract) return 'the live shell has no qce-build.json contract fingerprint';
  return candidate.contract === shell.contract
    ? null
    : `the candidate's shell contract ${candidate.contract} differs from the live shell's ${shell.contract}`;
}
