/**
 * One webpack configuration for every Shalom Bayit app (the shell and each remote), so builds,
 * federation settings and dev servers cannot drift apart between teams.
 */
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { sharedDeps, type AppPackageJson } from './sharedDeps';

export type AppRole = 'host' | 'remote';

export interface AppBuildOptions {
  /** Absolute folder of the app (its package.json, src/ and dist/ live there). */
  appDir: string;
  role: AppRole;
  /**
   * Federation container name. It becomes a JS global, so it is an identifier
   * (mf_auth_onboarding); the public remote key in /config.json keeps the folder name.
   */
  federationName: string;
  /** Modules a remote exposes, e.g. { './lifecycles': './src/lifecycles.tsx' }. */
  exposes?: Record<string, string>;
  /** Port of `webpack serve` when the app runs alone. */
  devPort: number;
  /** Title of the generated index.html. */
  title: string;
}

export interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

/** The shared workspace's own sources: reached through node_modules/@shalom/shared (a symlink). */
export const SHARED_SRC = path.resolve(__dirname, '../src');
const REPO_ROOT = path.resolve(__dirname, '../..');
/** A message catalog: `<locale>.json` in a folder named i18n (see shared/README.md, Translations). */
export const CATALOG_FILE = /[\\/]i18n[\\/][a-z]{2}\.json$/;

type ExportTarget = string | { [condition: string]: ExportTarget } | null;

/**
 * The files a production build must take from react-router instead of the ones its `exports` name.
 * react-router 7 publishes a production build (dist/production: the same code with its development
 * warnings switched off, ENABLE_DEV_WARNINGS false) beside the development one, but its package.json
 * `exports` send every condition to dist/development (remix-run/react-router#12437, meant to be
 * temporary; #14102), so webpack's own 'production' condition cannot reach it. For each entry point
 * whose browser ESM file is under dist/development and has a twin under dist/production, an exact
 * alias names the twin; the twin imports its own chunks, so no development file is left in the
 * graph (createAppConfig.test.ts). Development builds keep the package's own resolution and its
 * warnings. The minified size does not change: terser keeps the switched-off branches (the flag is
 * a `var` read by functions that escape before it is set) and `!0` becomes `!1`.
 */
export function productionBuildAliases(appDir: string, production: boolean): Record<string, string> {
  if (!production) return {};
  const aliases: Record<string, string> = {};
  const packageJson = require.resolve('react-router/package.json', { paths: [appDir] });
  const packageDir = path.dirname(packageJson);
  const { exports } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { exports: Record<string, ExportTarget> };
  for (const [subpath, target] of Object.entries(exports)) {
    // The file an `import` from the browser build resolves to (conditions 'module', then 'import').
    const conditions = typeof target === 'object' && target !== null ? target : {};
    const browserEsm = [conditions.module, conditions.import].find((entry) => typeof entry === 'object' && entry !== null);
    const file = typeof browserEsm === 'object' && browserEsm !== null ? browserEsm.default : undefined;
    if (typeof file !== 'string' || !file.startsWith('./dist/development/')) continue;
    const twin = path.join(packageDir, file.replace('./dist/development/', 'dist/production/'));
    if (!fs.existsSync(twin)) continue;
    aliases[`${path.posix.join('react-router', subpath)}$`] = twin;
  }
  return aliases;
}

export function createAppConfig(options: AppBuildOptions, argv: WebpackArgv = {}): Configuration {
  const { appDir, role, federationName, exposes, devPort, title } = options;
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as AppPackageJson;
  const publicDir = path.join(appDir, 'public');
  // A remote running alone reads /config.json from the shell's public folder (`npm run dev` writes it).
  const staticDirs = [publicDir, ...(role === 'remote' ? [path.join(REPO_ROOT, 'shell/public')] : [])].filter((dir) =>
    fs.existsSync(dir),
  );

  const devServer: DevServerConfiguration = {
    // The start script assigns ports when it runs every dev server at once.
    port: Number(process.env.DEV_PORT ?? devPort),
    host: 'localhost',
    hot: true,
    historyApiFallback: true,
    // Remotes are fetched cross-origin by the shell's dev server.
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
    static: staticDirs.length > 0 ? staticDirs.map((directory) => ({ directory, watch: false })) : false,
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false }, logging: 'warn' },
    devMiddleware: { stats: 'errors-warnings' },
  };

  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    target: 'web',
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // The shell serves deep links (/messages/ai/1) so its assets resolve from the root; a remote
      // resolves its chunks relative to its own remoteEntry, wherever it is deployed.
      publicPath: role === 'host' ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `shalom_${federationName}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Every other package is resolved by its `exports` with webpack's mode condition
      // ('production' or 'development'); react-router's `exports` have none (see above).
      alias: productionBuildAliases(appDir, production),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          include: [path.join(appDir, 'src'), SHARED_SRC],
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        {
          // Message catalogs (src/**/i18n/<locale>.json) are compiled to Lingui's runtime form here.
          test: CATALOG_FILE,
          type: 'javascript/auto',
          use: path.join(__dirname, 'catalogLoader.cjs'),
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 1 } },
            {
              loader: 'postcss-loader',
              options: {
                postcssOptions: {
                  plugins: [['@tailwindcss/postcss', { base: appDir, optimize: production }]],
                },
              },
            },
          ],
        },
        { test: /\.(png|svg|jpe?g|webp|ico|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        title,
        template: fs.existsSync(path.join(appDir, 'src/index.html'))
          ? path.join(appDir, 'src/index.html')
          : path.join(__dirname, 'index.html'),
        // Only the app's own entry: a remote's exposed modules are loaded by the host instead.
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: role === 'remote' ? 'remoteEntry.js' : undefined,
        exposes: role === 'remote' ? exposes : undefined,
        shared: sharedDeps(pkg),
        // The shell provides its federation runtime core to the remotes (see experiments below), and
        // a shared package whose download failed may download again (forgetFailedShareLoads.js).
        runtimePlugins:
          role === 'host'
            ? [path.join(__dirname, 'provideFederationRuntime.js'), path.join(__dirname, 'forgetFailedShareLoads.js')]
            : undefined,
        // A dead remote must not hold up the shell's start: take whatever copy is already loaded.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: {
          // One federation runtime per page: the shell's runtime core is put on the page's global
          // (runtimePlugins above) and a production remote's container uses it instead of carrying
          // its own copy (about 11 KB gz of each remoteEntry). A remote's dev server keeps its own
          // copy, so it still runs alone; its production build runs only under the shell.
          externalRuntime: role === 'remote' && production,
          optimization: {
            // Browser-only build: drops the runtime's Node code paths from every container.
            target: 'web',
            // A remote never loads other remotes, so its container carries no remote-loading or
            // manifest-snapshot code. The shell keeps both: it reads remotes from mf-manifest.json.
            ...(role === 'remote' ? { disableSnapshot: true, disableRemote: true } : {}),
          },
        },
      }),
    ],
    optimization: {
      // Stable ids across rebuilds keep unchanged chunks' content hashes (long-term caching).
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer,
    infrastructureLogging: { level: 'warn' },
  };
}
