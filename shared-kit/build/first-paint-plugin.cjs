// Emits `first-paint.json` into a remote's dist: the static pages the track owns (its first page and home,
// or the documents page) as HTML, from the kit texts this release was built with. The server composes them
// into the shell's route HTML at request time from the registry's live release (issue 21 item 7), so a
// track's heading ships with the track, not with the shell's next build.
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');
const { sources } = require('webpack');

const staticPageHtml = path.resolve(__dirname, '../src/messages/static-page-html/index.ts');

class FirstPaintPlugin {
  /** @param {{ pages: string[] }} options  keys of TRACK_FIRST_PAGES, or 'DOCUMENTS' */
  constructor(options) {
    this.pages = options.pages;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('QceFirstPaint', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'QceFirstPaint', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { firstPaintRoutes } = tsxRequire(staticPageHtml, __filename);
          const routes = firstPaintRoutes(this.pages);
          compilation.emitAsset(
            'first-paint.json',
            new sources.RawSource(`${JSON.stringify({ routes }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { FirstPaintPlugin };
