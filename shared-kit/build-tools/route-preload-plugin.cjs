// A host's HTML pages preload the scripts and styles their route runs first (issue 22 item 1): the
// chunk groups a page names (`webpackChunkName` of the host's dynamic imports, e.g. the bootstrap and the
// track loader) with the shared modules they consume, requested in parallel with main.js instead of one
// round trip after another. The host's own chunks only: a track's are added by the server from the
// track's live release (deploy/registry/first-paint.mjs).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { sources } = require('webpack');
const { chunkClosure, providedShared } = require('./chunk-closure.cjs');

class RoutePreloadPlugin {
  /** @param {{ pages: Record<string, string[]>, publicPath: string }} options  page filename -> chunk names */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('QceRoutePreload', (compilation) => {
      // shared-files.json: the files of each shared module the host provides, so the server preloads the
      // host's copy of what a track will take from it (deploy/registry/first-paint.mjs).
      compilation.hooks.processAssets.tap(
        { name: 'QceRoutePreload', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify({ provided: providedShared(compilation) }, null, 2);
          compilation.emitAsset('shared-files.json', new sources.RawSource(`${json}\n`));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('QceRoutePreload', (data) => {
        const names = this.options.pages[data.outputName] ?? [];
        if (names.length === 0) return data;
        const groups = names.map((name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`RoutePreloadPlugin: no chunk group named ${name}`);
          return group;
        });
        const files = new Set();
        for (const chunk of chunkClosure(compilation, groups).chunks) {
          for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
        }
        const links = [...files].sort().map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${this.options.publicPath}${file}`,
            // The landing's address may still hold the sign-in hand-off (?userId=&token=) when the HTML
            // requests these: no Referer, whatever the server's Referrer-Policy (issue 23 item 5).
            referrerpolicy: 'no-referrer',
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { RoutePreloadPlugin };
