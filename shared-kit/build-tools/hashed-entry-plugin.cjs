// Entry files named by their content (issue 22, second visit): `main.js` -> `main.<hash>.js` in the
// host, `remoteEntry.js` -> `remoteEntry.<hash>.js` in a remote, so both are cached as immutable like
// every chunk and a second visit revalidates only the HTML and the manifest. webpack's federation runtime
// cannot render a hash into an entry's own filename ("Path variable [chunkhash:8] not implemented"), so the
// finished file is renamed once every byte of it is final, and the files that name it are rewritten:
// the host's HTML pages, a remote's mf-manifest.json and mf-stats.json (the runtime loads the remote
// entry the manifest names). The source map keeps its name (`main.js.map`: only devtools read it).
const crypto = require('node:crypto');
const { sources } = require('webpack');

/** Content hash of an entry's final bytes: 8 hex characters, as the chunks' `[chunkhash:8]`. */
const hashOf = (buffer) => crypto.createHash('sha256').update(buffer).digest('hex').slice(0, 8);

/** `main.js` -> `main.0123abcd.js`. */
const hashedName = (file, hash) => file.replace(/\.js$/, `.${hash}.js`);

/** Replaces every whole-name mention of `from` (`"main.js"`, `/qce/main.js"`) in a text asset. */
function renameIn(compilation, asset, from, to) {
  const text = compilation.getAsset(asset)?.source.source().toString();
  if (text === undefined) return;
  const mention = new RegExp(`(^|[/"'])${from.replace(/\./g, '\\.')}(?=["'?#])`, 'g');
  const renamed = text.replace(mention, (_all, before) => `${before}${to}`);
  if (renamed !== text) compilation.updateAsset(asset, new sources.RawSource(renamed));
}

class HashedEntryPlugin {
  /** @param {{ entries: string[] }} options  the entry files to rename, e.g. `['main.js']` */
  constructor(options) {
    this.entries = options.entries;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('QceHashedEntry', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'QceHashedEntry',
          // After the federation manifest (OPTIMIZE_TRANSFER), before the plugins that read the pages
          // and the manifest to emit preload lists (REPORT).
          stage: compilation.constructor.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1,
        },
        () => {
          const namers = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => /\.html$|^mf-(manifest|stats)\.json$/.test(name));
          for (const entry of this.entries) {
            const asset = compilation.getAsset(entry);
            if (!asset) continue;
            const hashed = hashedName(entry, hashOf(asset.source.buffer()));
            compilation.renameAsset(entry, hashed);
            for (const namer of namers) renameIn(compilation, namer, entry, hashed);
          }
        },
      );
    });
  }
}

module.exports = { HashedEntryPlugin, hashedName };
