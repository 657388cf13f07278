// The one webpack configuration every app is built with. Each app's webpack.config.js
// only says who it is (name, exposes, port); everything else is decided here.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BannerPlugin, Compilation, DefinePlugin } = require('webpack');
const { sharedDeps } = require('./shared-deps.cjs');
const { BuildInfoPlugin } = require('./build-info-plugin.cjs');
const { FirstPaintPlugin } = require('./first-paint-plugin.cjs');
const { RoutePreloadPlugin } = require('./route-preload-plugin.cjs');
const { HashedEntryPlugin } = require('./hashed-entry-plugin.cjs');
const { eagerKitViolations } = require('./eager-closure.cjs');
const { devProxy, devServerPort, registryMiddleware } = require('./dev-remotes.cjs');

const kitSrc = path.resolve(__dirname, '../src');
/** @qce/domain's sources (rules, validation, messages, DTOs; ADR 018): TypeScript the kit's entries re-export. */
const domainSrc = path.resolve(__dirname, '../domain/src');
/** Federation runtime plugin: a shared module whose download failed is downloaded again when asked for. */
const retryFailedShares = path.join(kitSrc, 'remote/retry-failed-shares.ts');
const yieldBetweenLoads = path.join(kitSrc, 'remote/yield-between-loads.ts');
/** Federation runtime plugin: all of an app's kit entries come from one kit version (ADR 013). */
const oneKitVersion = path.join(kitSrc, 'remote/kit-share/one-kit-version.ts');
/** The host's side of the same rule: always its own kit version (it is the page's first app). */
const hostKitVersion = path.join(kitSrc, 'remote/kit-share/host-kit-version.ts');
const repoRoot = path.resolve(__dirname, '../..');

/**
 * The host's CSS-module class names in production: readable and derived from the file's path
 * (`shared-kit/src/ui/card/card.module.css` + `title` -> `shell-kit-ui-card__title`), so the static
 * app shell in the host's HTML (painted before any script runs) can use the very classes React renders.
 * Unique by construction: two files never share a path.
 * @param {string} appName
 * @param {string} resourcePath absolute path of the .module.css file
 * @param {string} localName
 */
function hostClassName(appName, resourcePath, localName) {
  const [pkg, , ...dirs] = path.relative(repoRoot, resourcePath).split(path.sep);
  const file = String(dirs.pop()).replace(/\.module\.css$/, '');
  const parts = [pkg === 'shared-kit' ? 'kit' : '', ...dirs, dirs.at(-1) === file ? '' : file];
  return `${appName}-${parts.filter(Boolean).join('-')}__${localName}`;
}

/**
 * Shared modules a host bundles into its entry (eager): the ones its first page needs anyway, so they
 * arrive in main.js instead of a dozen separate requests (ADR 006). The list must be closed: an eager
 * module may only import shared modules that are eager too.
 * @param {Record<string, object>} shared
 * @param {string[]} eager
 */
function withEager(shared, eager) {
  const open = eagerKitViolations(eager);
  if (open.length > 0) {
    throw new Error(
      `eagerShared: an eager kit entry imports one that is not eager (RUNTIME-006 at run time):\n  ${open.join('\n  ')}`,
    );
  }
  const out = { ...shared };
  for (const key of eager) {
    const base =
      shared[key] ??
      Object.entries(shared).find(([k]) => k.endsWith('/') && key.startsWith(k))?.[1];
    if (!base) throw new Error(`eagerShared: ${key} is not in the shared-deps list`);
    out[key] = { ...base, eager: true };
  }
  return out;
}

/**
 * The host's runtime plugin that publishes its federation runtime core as `_FEDERATION_RUNTIME_CORE`
 * for the production remotes (built with `experiments.externalRuntime`). What `provideExternalRuntime`
 * adds, but its ESM build: the CommonJS one makes webpack bundle a second copy of the core (+13 KB gzip).
 */
function runtimeCoreProvider() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
  });
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!require('node:fs').existsSync(esm)) throw new Error(`no ESM build of ${cjs}`);
  return esm;
}

/** First line of every production script (ADR 012). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const mockSrc = path.resolve(__dirname, '../../mock-api/src');
/** @qce/testing's sources: a remote's standalone start and scenario switcher, never a production build. */
const testingSrc = path.resolve(__dirname, '../testing/src');

/**
 * @param {object} app
 * @param {string} app.dir            the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name           federation name, e.g. 'mf_ihc' or 'shell'
 * @param {'host'|'remote'} app.kind
 * @param {number} [app.port]         host only: dev-server port (a remote's comes from dev-remotes.json)
 * @param {Record<string,string>} [app.exposes]
 * @param {string[]} [app.runtimePlugins]
 * @param {string} [app.firstPageData]  the module exporting FIRST_PAGE_DATA: a remote's, the reads of its
 *   first pages the shell starts with the page (issue 22); the host's, its own reads of a page ('*': every
 *   page), which the page's HTML starts (ADR 019)
 * @param {string[]} [app.firstPaint]  remote only: the static pages it owns (TRACK_FIRST_PAGES keys or
 *   'DOCUMENTS'), written to first-paint.json for the server to compose (issue 21 item 7)
 * @param {string} [app.title]
 * @param {string[]} [app.eagerShared]  host only: shared modules bundled into main.js (see withEager)
 * @param {Array<{ filename: string, template?: string, templateParameters?: Record<string, unknown>, preload?: string[] }>} [app.pages]
 *   HTML files to emit (default: index.html from shared-kit/build-tools/index.html); `preload`: host only, the
 *   named chunk groups (`webpackChunkName`) the page's route runs first, preloaded in its head
 */
function createAppConfig(app) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProd = mode === 'production';
    const isHost = app.kind === 'host';
    // A remote's standalone QA start (`--env standalone`): its own page, the msw worker, the fake backend
    // and the scenario switcher. Development only: a production remote is its remoteEntry.js and exposed
    // modules, nothing else, and its build never compiles mock-api (docs/architecture.md, Running).
    const standalone = !isHost && Boolean(env.standalone);
    if (standalone && isProd) {
      throw new Error(
        `${app.name}: --env standalone is a development start, never a production build`,
      );
    }
    const hasPage = isHost || standalone;
    const publicDir = path.join(app.dir, 'public');
    return {
      mode,
      context: app.dir,
      entry: isHost
        ? { main: './src/index.ts' }
        : standalone
          ? { main: './src/standalone/index.ts' }
          : {},
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // enhanced 2.9 cannot hash entry files (main.js, remoteEntry.js): in production HashedEntryPlugin
        // renames them by content once they are final, so every script a page loads is immutable.
        filename: '[name].js',
        // [chunkhash], not [contenthash]: the federation runtime module renders chunkFilename for web-worker
        // entries where no content hash exists yet ("Path variable [contenthash:8] not implemented").
        chunkFilename: '[name].[chunkhash:8].js',
        publicPath: isHost ? '/qce/' : 'auto',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            include: [
              path.join(app.dir, 'src'),
              kitSrc,
              domainSrc,
              ...(standalone ? [mockSrc, testingSrc] : []),
            ],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !isProd, refresh: false },
                  },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              isProd ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: isProd
                      ? `${app.name}-[hash:base64:6]`
                      : `${app.name}__[local]__[hash:base64:4]`,
                    ...(isProd && isHost
                      ? {
                          getLocalIdent: (context, _name, localName) =>
                            hostClassName(app.name, context.resourcePath, localName),
                        }
                      : {}),
                  },
                },
              },
            ],
          },
        ],
      },
      plugins: [
        // Identifies one build of an app (e.g. a release id); '' unless QCE_BUILD_MARKER is set.
        // qce-build.json: kit and runtime versions, git sha, contract fingerprint (the release gate reads it).
        new BuildInfoPlugin({ app: app.name }),
        // A remote's own first paint (first-paint.json), composed into the shell's HTML by the server.
        ...(app.firstPaint || (isHost && app.firstPageData)
          ? [
              new FirstPaintPlugin({
                pages: app.firstPaint ?? [],
                data: app.firstPageData && path.resolve(app.dir, app.firstPageData),
                host: isHost,
              }),
            ]
          : []),
        new DefinePlugin({
          __QCE_BUILD_MARKER__: JSON.stringify(process.env.QCE_BUILD_MARKER ?? ''),
        }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: isHost && app.eagerShared ? withEager(sharedDeps, app.eagerShared) : sharedDeps,
          dts: false,
          manifest: true,
          // Browser-only runtime: drops the Node script loader from main.js / remoteEntry.js.
          // Production remotes use the host's federation runtime core instead of a copy in every
          // remoteEntry.js (ADR 007: ~17 KB gzip per track route); standalone dev builds keep their own.
          experiments: {
            optimization: { target: 'web' },
            ...(isProd && !isHost ? { externalRuntime: true } : {}),
          },
          // Every app retries a shared module whose download failed (ADR 007).
          runtimePlugins: [
            // Before retryFailedShares: it wraps the resolver this one picks.
            isHost ? hostKitVersion : oneKitVersion,
            retryFailedShares,
            yieldBetweenLoads,
            ...(isHost ? (app.runtimePlugins ?? []) : []),
            ...(isHost && isProd ? [runtimeCoreProvider()] : []),
          ],
          ...(isHost ? { shareStrategy: 'loaded-first' } : {}),
        }),
        ...(hasPage ? (app.pages ?? [{ filename: 'index.html' }]) : []).map(
          (page) =>
            new HtmlWebpackPlugin({
              filename: page.filename,
              template: page.template ?? path.join(__dirname, 'index.html'),
              // A prerendered app shell uses the production class names: development renders from scratch.
              ...(isProd && page.templateParameters
                ? { templateParameters: page.templateParameters }
                : {}),
              title: app.title ?? 'QCE e-Services',
              publicPath: isHost ? '/qce/' : '/',
              chunks: ['main'],
              // html-webpack-plugin's production defaults, keeping React's <!--$--> Suspense markers of a
              // prerendered app shell (hydration needs them).
              minify: isProd && {
                collapseWhitespace: true,
                keepClosingSlash: true,
                removeComments: true,
                ignoreCustomComments: [/^\/?\$$/],
                removeRedundantAttributes: true,
                removeScriptTypeAttributes: true,
                removeStyleLinkTypeAttributes: true,
                useShortDoctype: true,
              },
            }),
        ),
        // A host's pages preload the chunk groups they name (`page.preload`): issue 22 item 1.
        ...(isProd && isHost && (app.pages ?? []).some((page) => page.preload)
          ? [
              new RoutePreloadPlugin({
                publicPath: '/qce/',
                pages: Object.fromEntries(
                  (app.pages ?? []).map((page) => [page.filename, page.preload ?? []]),
                ),
              }),
            ]
          : []),
        ...(isProd
          ? [
              new HashedEntryPlugin({ entries: [isHost ? 'main.js' : 'remoteEntry.js'] }),
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              // V8's explicit compile hint (Chrome 136+; other engines ignore the comment): the script's
              // functions are compiled while it streams in, on a background thread, instead of one by one
              // on the main thread at first call (ADR 012). Added after minification (which would drop
              // it) and before the source maps are written (which then account for the extra line).
              new BannerPlugin({
                banner: COMPILE_HINT,
                raw: true,
                test: /\.js$/,
                stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
            ]
          : []),
        new CopyWebpackPlugin({
          patterns: [
            { from: publicDir, noErrorOnMissing: true },
            // The msw worker for standalone runs comes from the installed msw, never a committed copy.
            ...(standalone ? [{ from: require.resolve('msw/mockServiceWorker.js') }] : []),
          ],
        }),
      ],
      performance: { hints: false },
      // html-webpack-plugin minifies the HTML; webpack's own HTML minifier would also drop the
      // <!--$--> Suspense markers a prerendered app shell needs for hydration.
      optimization: {
        minimizeOptions: { html: false },
        // swc's minifier instead of webpack's default terser: the same plugin webpack itself uses, about
        // 40% less build time per app (mf-ihc 17 s -> 11 s on the 2-core CI machine) and 0.4% fewer gzip
        // bytes (issue 25 item 5: CI time).
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        // No separate vendor chunk per library: a shared module's own chunk carries the library it wraps
        // (the kit's router entry with react-router, its data entry with TanStack Query), one request
        // (and one set of response headers) instead of two on every track's first page (issue 22 item 3).
        splitChunks: { cacheGroups: { defaultVendors: false } },
      },
      devServer: {
        port: isHost || isProd ? app.port : devServerPort(app.name),
        host: '127.0.0.1',
        historyApiFallback: hasPage && { index: isHost ? '/qce/index.html' : '/index.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: false },
        static: false,
        devMiddleware: isHost ? { publicPath: '/qce/' } : {},
        // Host dev server: the remotes' dev servers (dev-remotes.json) behind the same paths as in the
        // composed portal, so the shell's public/remotes.json works unchanged in development.
        proxy: isHost && !isProd ? devProxy(require(path.join(publicDir, 'remotes.json'))) : [],
        // A remote alone finds the others (mf-certificates' ./documents) in its /qce/remotes.json.
        setupMiddlewares: (middlewares) =>
          standalone
            ? [
                {
                  name: 'qce-dev-remotes',
                  path: '/qce/remotes.json',
                  middleware: registryMiddleware(),
                },
                ...middlewares,
              ]
            : middlewares,
      },
    };
  };
}

module.exports = { createAppConfig, hostClassName };
