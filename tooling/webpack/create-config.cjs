/**
 * One webpack config for every app of the system. `createConfig({ app, role })` where role is
 * 'host' (the shell) or 'remote'; a remote started with `--env standalone` builds as its own
 * small host for its team. 'monolith' is the benches' floor (scripts/bench/monolith): every
 * module's screens in one build with these same settings, without federation. Facts behind each
 * setting: ARCHITECTURE.md §2.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedMap, buildInfo, hostVersions, root } = require('./shared.cjs');
const apps = require('../apps.cjs');
const runtimeConfig = require('../runtime-config.cjs');
const { AntdStyleSheetPlugin } = require('./antd-style-sheet.cjs');
const { LoginPrerenderPlugin } = require('./login-prerender.cjs');
const { ChunkPreloadPlugin } = require('./chunk-preload.cjs');
const { RoutePreloadPlugin } = require('./route-preload.cjs');
const { StartupChunksPlugin } = require('./startup-chunks.cjs');

/** The split chunk of the contract's building blocks (optimization.splitChunks). */
const CONTRACT_BASE = 'contract-base';

/** Where the benches serve the monolith floor (scripts/bench/monolith). */
const MONOLITH_PORT = 3100;

const swcOptions = (dev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
    target: 'es2022',
  },
});

/**
 * A remote's container: `./module` (its contract) and `./version` (its package.json version and
 * the kit ranges it was built against, from its package.json at build time). Both go into one
 * chunk, so the version costs no request; `./version` imports nothing shared, so the shell can
 * read it even when the kit the remote needs is not the one it provides.
 */
function remoteExposes(dir) {
  const info = `export default ${JSON.stringify(buildInfo(dir))};`;
  return {
    './module': { import: './src/module.tsx', name: 'module' },
    './version': { import: `data:text/javascript,${encodeURIComponent(info)}`, name: 'module' },
  };
}

/**
 * @param {{ dir: string, role: 'host' | 'remote' | 'monolith', env?: Record<string, unknown>, argv?: { mode?: string } }} o
 */
function createConfig({ dir, role, env = {}, argv = {} }) {
  const dev = argv.mode !== 'production';
  const standalone = role === 'remote' && Boolean(env.standalone);
  const monolith = role === 'monolith';
  const remote = role === 'remote' ? apps.remotes.find((r) => r.dir === path.basename(dir)) : undefined;
  const port = role === 'host' ? apps.shell.port : monolith ? MONOLITH_PORT : remote.port;
  const shareRole = role === 'host' ? 'host' : standalone ? 'standalone' : 'remote';
  const servesPage = role !== 'remote' || standalone;
  // The shell's startup in one chunk per set of kinds of page that load it, instead of one per
  // shared module and vendor group (startup-chunks.cjs).
  const startupChunks =
    role === 'host'
      ? new StartupChunksPlugin({
          pages: {
            login: { requests: ['./bootstrap', '../auth/login-page'] },
            dashboard: { requests: ['./bootstrap', '../layout/app-layout', '../dashboard/dashboard-page'] },
            remote: { requests: ['./bootstrap', '../layout/app-layout', '../federation/remote-route'] },
            list: { requests: ['./bootstrap', '../layout/app-layout', '../federation/remote-route'], shared: ['@mv-admin/shared-ui/list'] },
          },
        })
      : undefined;
  // Named split chunks: their files are named by id like webpack's own (the browser tests read them).
  const byId = (name) => name === CONTRACT_BASE || Boolean(startupChunks?.owns(name));

  return {
    mode: dev ? 'development' : 'production',
    context: dir,
    entry: servesPage ? { main: role === 'host' ? './src/index.ts' : monolith ? './src/index.tsx' : './src/standalone.tsx' } : {},
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      // A page that serves deep links resolves its chunks from the root; remotes load from wherever they are.
      publicPath: servesPage ? '/' : 'auto',
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      // Dev too: the shared-fallback build of a standalone run emits chunks under the names of the
      // main build's ("Multiple assets emit different content to the same filename").
      chunkFilename: (pathData) => (byId(pathData.chunk?.name) ? '[id].[contenthash:8].js' : '[name].[contenthash:8].js'),
      uniqueName: role === 'host' ? 'shell' : (remote?.name ?? role),
      clean: true,
      // A chunk that hangs must fail in seconds, not webpack's default 120 s (failure isolation).
      chunkLoadTimeout: 10000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: dev ? {} : { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(dev) } },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        // antd's rc-component packages declare no `sideEffects`, so importing one name from a
        // package index keeps every module it re-exports: antd's Input imports FormProvider from
        // @rc-component/form and ships the whole form engine (13.7 KB gzip) on /login. Their
        // modules have no side effects beyond static properties of their own exports.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      // Column filter dropdowns are not used (filters live in the toolbar and the URL): leave
      // their Menu, Tree and Dropdown out of every list screen (table-filter-dropdown.js).
      new webpack.NormalModuleReplacementPlugin(
        /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown(\.js)?$/,
        path.join(__dirname, 'table-filter-dropdown.js'),
      ),
      // antd's row selection is not used either: its Dropdown, Menu, Checkbox, Radio and tree
      // helpers (66 KB gzip) would land on every list screen. Selectable lists (issue 35, bulk
      // actions) get ListPage's own checkbox column (table-selection.js).
      new webpack.NormalModuleReplacementPlugin(/antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection(\.js)?$/, path.join(__dirname, 'table-selection.js')),
      // Nor is the virtual table body (server-paged lists): its virtual list would come with every Table.
      new webpack.NormalModuleReplacementPlugin(/antd[\\/]es[\\/]table[\\/]RcTable[\\/]VirtualTable(\.js)?$/, path.join(__dirname, 'table-virtual.js')),
      // Pagination's page-size changer is a native <select> (pagination-size-select.js): antd's
      // Select would come to every list screen for it alone.
      new webpack.NormalModuleReplacementPlugin(/^\.\.[\\/]select$/, (resource) => {
        if (/antd[\\/]es[\\/]pagination$/.test(resource.context)) resource.request = path.join(__dirname, 'pagination-size-select.js');
      }),
      // Typography's in-place editor (with TextArea) and copy button, and Input.OTP, are not used
      // either (antd-parts-left-out.js).
      new webpack.NormalModuleReplacementPlugin(
        /antd[\\/]es[\\/](typography[\\/](Editable|Base[\\/]CopyBtn)|input[\\/]OTP[\\/]index)(\.js)?$/,
        path.join(__dirname, 'antd-parts-left-out.js'),
      ),
      !monolith &&
        new ModuleFederationPlugin({
          name: role === 'host' ? 'shell' : remote.name,
          ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes: remoteExposes(dir) } : {}),
          shared: sharedMap({ role: shareRole, dir }),
          shareStrategy: 'loaded-first',
          runtimePlugins: role === 'host' ? [path.join(root, 'shell/src/federation/failure-plugin.ts')] : [],
          dts: false,
          manifest: false,
          experiments: {
            asyncStartup: true,
            optimization: { disableSnapshot: true, target: 'web', ...(role === 'remote' && !standalone ? { disableRemote: true } : {}) },
          },
        }),
      // The shell's own version and the kit versions it provides (its About dialog, the kit check).
      role === 'host' && new webpack.DefinePlugin({ __MV_VERSIONS__: JSON.stringify(hostVersions(dir)) }),
      servesPage &&
        new HtmlWebpackPlugin({
          template: role === 'host' ? path.join(dir, 'public/index.html') : path.join(root, 'tooling/webpack/standalone.html'),
          title: role === 'host' ? 'Admin back-office' : monolith ? 'Admin back-office (monolith floor)' : `${remote.label} (standalone)`,
          favicon: path.join(root, 'shell/public/favicon.svg'),
        }),
      // /login is the same app in a page of its own, without antd's build-time sheet (its few
      // components' styles come with the page's own picture, login-prerender.cjs).
      role === 'host' &&
        new HtmlWebpackPlugin({
          filename: 'login.html',
          template: path.join(dir, 'public/index.html'),
          title: 'Admin back-office',
          favicon: path.join(root, 'shell/public/favicon.svg'),
        }),
      servesPage && new AntdStyleSheetPlugin({ pages: ['index.html'] }),
      role === 'host' && new LoginPrerenderPlugin({ page: 'login.html' }),
      // Signed-in pages: the bootstrap's shared modules and the layout are fetched with the entry
      // instead of in two later waves (chunk-preload.cjs). Not a screen's own chunks: index.html
      // serves the dashboard and every remote's route alike.
      role === 'host' && new ChunkPreloadPlugin({ pages: { 'index.html': ['./bootstrap', '../layout/app-layout'] } }),
      // A remote's preload.json: the files each of its routes runs, for the shell's Link header (route-preload.cjs).
      role === 'remote' && !standalone && new RoutePreloadPlugin({ dir }),
      startupChunks,
    ].filter(Boolean),
    optimization: {
      // The pieces every domain contract is built from (paging, columns, messages, shared
      // shapes): one small chunk instead of a copy inside each domain's chunk (webpack's 20 KB
      // minimum left 34 copies; a list screen loaded 2-4 of them). Named, so it is one chunk
      // (unnamed, webpack made two: +0.7 KB a screen); its file is named by id (chunkFilename).
      splitChunks: {
        cacheGroups: {
          contractBase: {
            test: /[\\/]shared-api[\\/]src[\\/]contract[\\/](pagination|columns|messages|embedded)\.ts$/,
            name: CONTRACT_BASE,
            chunks: 'async',
            minSize: 0,
            enforce: true,
          },
          ...(startupChunks ? { startup: startupChunks.cacheGroup() } : {}),
        },
      },
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    stats: dev ? 'errors-warnings' : 'errors-warnings',
    devServer: {
      port,
      host: 'localhost',
      historyApiFallback: servesPage && { rewrites: [{ from: /^\/login$/, to: '/login.html' }] },
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: false,
      // The shell (and a standalone remote) read their settings at startup, as in production.
      setupMiddlewares: (middlewares, server) => {
        if (servesPage) {
          server.app.get('/env.json', (_req, res) => res.json(runtimeConfig.envJson()));
          server.app.get('/remotes.json', (_req, res) => res.json(runtimeConfig.registryJson()));
        }
        return middlewares;
      },
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}

module.exports = { createConfig, MONOLITH_PORT };
