// Emits `first-paint.json` into a remote's dist: the static pages the track owns (its first page and home,
// or the documents page) as HTML, from the kit texts this release was built with. The server composes them
// into the shell's route HTML at request time from the registry's live release (issue 21 item 7), so a
// track's heading ships with the track, not with the shell's next build.
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');
const { sources } = require('webpack');
const { chunkClosure, exposeChunkGroup, providedShared } = require('./chunk-closure.cjs');

const staticPageHtml = path.resolve(__dirname, '../src/messages/static-page-html/index.ts');
const earlyReads = path.resolve(__dirname, '../src/data/early-reads.ts');

/**
 * Each first page's early-read plan (issue 22, ADR 019): its declared reads as the page's HTML sends
 * them before any script runs (deploy/registry/early-reads.mjs).
 * @param {Record<string, unknown[]>} data  route -> request templates
 */
function earlyPlans(data) {
  const { earlyReadPlan } = tsxRequire(earlyReads, __filename);
  return Object.fromEntries(
    Object.entries(data).map(([route, templates]) => [route, earlyReadPlan(templates)]),
  );
}

/**
 * The shared modules the `./parcel` expose needs before it can run, each with the files this release's
 * own copy loads (issue 22 item 1). The server preloads, for each, the shell's copy when the shell serves
 * it, else these files (deploy/registry/first-paint.mjs).
 * @param {import('webpack').Compilation} compilation
 */
function parcelShared(compilation) {
  const keys = chunkClosure(compilation, [exposeChunkGroup(compilation, './parcel')]).shareKeys;
  const provided = providedShared(compilation);
  return Object.fromEntries(
    [...keys].sort().map((key) => [key, provided[key] ?? { version: '', js: [], css: [] }]),
  );
}

class FirstPaintPlugin {
  /**
   * @param {{ pages: string[], data?: string, host?: boolean }} options  `pages`: keys of
   *   TRACK_FIRST_PAGES, or 'DOCUMENTS'; `data`: the app's module exporting FIRST_PAGE_DATA, what each
   *   first page reads (route -> request templates of @qce/shared-kit/data), started by the shell with the
   *   page (issue 22); `host`: the shell, whose file holds only the early plans of its own reads (route
   *   or '*' for every page), which the server adds to every page it composes
   */
  constructor(options) {
    this.pages = options.pages;
    this.data = options.data;
    this.host = Boolean(options.host);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('QceFirstPaint', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'QceFirstPaint', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const data = this.data ? tsxRequire(this.data, __filename).FIRST_PAGE_DATA : undefined;
          if (this.data) compilation.fileDependencies.add(this.data);
          const early = data ? { early: earlyPlans(data) } : {};
          let content = early;
          if (!this.host) {
            const { firstPaintRoutes } = tsxRequire(staticPageHtml, __filename);
            const routes = firstPaintRoutes(this.pages);
            content = {
              routes,
              parcelShared: parcelShared(compilation),
              ...(data ? { data } : {}),
              ...early,
            };
          }
          compilation.emitAsset(
            'first-paint.json',
            new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { FirstPaintPlugin };
