/**
 * The entry files of a production build are named by their content (shared-kit/build-tools/hashed-entry-plugin.cjs):
 * the shell's `main.<hash>.js`, each remote's `remoteEntry.<hash>.js` (its mf-manifest.json names it).
 */
import fs from 'node:fs';
import path from 'node:path';

export const SHELL_MAIN = /\/main\.[0-9a-f]{8}\.js$/;
export const REMOTE_ENTRY = /\/remoteEntry\.[0-9a-f]{8}\.js$/;

/** A request for an entry file (the shell's main or a remote's entry). */
export const isEntryFile = (url: string): boolean => SHELL_MAIN.test(url) || REMOTE_ENTRY.test(url);

/** The entry file in a dist folder (`main.<hash>.js` for the shell, `remoteEntry.<hash>.js` for a remote). */
export function entryFileIn(dist: string): string {
  const file = fs.readdirSync(dist).find((name) => isEntryFile(`/${name}`));
  if (!file) throw new Error(`no hashed entry file in ${dist}`);
  return path.join(dist, file);
}
