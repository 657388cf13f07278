// The one webpack configuration every app is built with. Each app's webpack.config.js
// only says who it is (name, exposes, port); everything else is decided here.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const { sharedDeps } = require('./shared-deps.cjs');

const kitSrc = path.resolve(__dirname, '../src');

/** Dev-server ports of the remotes (docs/contributing.md). */
const DEV_REMOTE_PORTS = { ihc: 8081, sp: 8082, recurring: 8083, certificates: 8084 };
const mockSrc = path.resolve(__dirname, '../../mock-api/src');

/**
 * @param {object} app
 * @param {string} app.dir            the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name           federation name, e.g. 'mf_ihc' or 'shell'
 * @param {'host'|'remote'} app.kind
 * @param {number} app.port           dev-server port
 * @param {Record<string,string>} [app.exposes]
 * @param {string[]} [app.runtimePlugins]
 * @param {string} [app.title]
 */
function createAppConfig(app) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProd = mode === 'production';
    const isHost = app.kind === 'host';
    const publicDir = path.join(app.dir, 'public');
    return {
      mode,
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // enhanced 2.9 cannot hash entry files (main.js, remoteEntry.js): they are served no-cache, chunks carry the hash.
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
            include: [path.join(app.dir, 'src'), kitSrc, mockSrc],
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
                  },
                },
              },
            ],
          },
        ],
      },
      plugins: [
        // Identifies one build of an app (e.g. a release id); '' unless QCE_BUILD_MARKER is set.
        new DefinePlugin({
          __QCE_BUILD_MARKER__: JSON.stringify(process.env.QCE_BUILD_MARKER ?? ''),
        }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: sharedDeps,
          dts: false,
          manifest: true,
          ...(isHost
            ? { shareStrategy: 'loaded-first', runtimePlugins: app.runtimePlugins ?? [] }
            : {}),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title ?? 'QCE e-Services',
          publicPath: isHost ? '/qce/' : '/',
          chunks: ['main'],
        }),
        ...(isProd
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        new CopyWebpackPlugin({
          patterns: [
            { from: publicDir, noErrorOnMissing: true },
            // The msw worker for standalone runs comes from the installed msw, never a committed copy.
            ...(isHost ? [] : [{ from: require.resolve('msw/mockServiceWorker.js') }]),
          ],
        }),
      ],
      performance: { hints: false },
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: { index: isHost ? '/qce/index.html' : '/index.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: false },
        static: false,
        devMiddleware: isHost ? { publicPath: '/qce/' } : {},
        // Host dev server: the remotes' dev servers behind the same paths as in the composed portal,
        // so the shell's public/remotes.json works unchanged in development.
        proxy: isHost
          ? Object.entries(DEV_REMOTE_PORTS).map(([remote, port]) => ({
              context: [`/remotes/${remote}`],
              target: `http://127.0.0.1:${port}`,
              pathRewrite: { [`^/remotes/${remote}`]: '' },
            }))
          : [],
      },
    };
  };
}

module.exports = { createAppConfig };
