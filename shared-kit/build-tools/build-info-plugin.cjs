// Emits `qce-build.json` into every app's dist: what the build was made from. The release gate
// (deploy/registry/gate.mjs) compares a candidate's record with the live shell's, and the registry keeps
// the kit and runtime versions of every release.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { sources } = require('webpack');

const kitDir = path.resolve(__dirname, '..');

/**
 * The shell-to-track contract: the remote props and the documents module. A change to either file changes
 * the fingerprint, and the gate refuses a track built against another one. (The DTOs they carry version
 * with the kit: a remote uses its own kit copy when the live one does not satisfy its range.)
 */
const CONTRACT_FILES = [
  'src/contract/index.ts',
  'src/remote/remote-props.ts',
  'src/remote/documents-contract.ts',
].filter((file) => fs.existsSync(path.join(kitDir, file)));

/** sha256 (first 16 hex) over the contract files, their paths and contents, line endings normalised. */
function contractFingerprint() {
  const hash = crypto.createHash('sha256');
  for (const file of CONTRACT_FILES) {
    hash.update(file).update('\0');
    hash
      .update(fs.readFileSync(path.join(kitDir, file), 'utf8').replace(/\r\n/g, '\n'))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function gitSha() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: kitDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** @param {string} file */
const versionIn = (file) => JSON.parse(fs.readFileSync(file, 'utf8')).version;
const runtimePackage = path.join(
  path.dirname(require.resolve('@module-federation/enhanced/webpack')),
  '..',
  '..',
  'package.json',
);

class BuildInfoPlugin {
  /** @param {{ app: string }} options */
  constructor(options) {
    this.app = options.app;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('QceBuildInfo', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'QceBuildInfo', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const info = {
            app: this.app,
            releaseId: process.env.QCE_BUILD_MARKER || null,
            gitSha: gitSha(),
            // QCE_KIT_VERSION: a variant build's kit version (shared-deps.cjs shares the kit under it).
            kitVersion: process.env.QCE_KIT_VERSION || versionIn(path.join(kitDir, 'package.json')),
            runtimeVersion: versionIn(runtimePackage),
            contract: contractFingerprint(),
          };
          compilation.emitAsset(
            'qce-build.json',
            new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { BuildInfoPlugin, CONTRACT_FILES, contractFingerprint };
