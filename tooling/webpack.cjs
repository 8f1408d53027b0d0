// One webpack + Module Federation configuration for the host and every remote, so the
// shared-singleton list and the build conventions are written once.
const path = require('node:path');
const { FrameHeadings } = require('./frameHeadings.cjs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { PreloadStartupChunks } = require('./preloadStartupChunks.cjs');
const { SHARED_FACADES } = require('./sharedFacades.cjs');

/** The singletons every container shares; never eager, so `loaded-first` can pick any loaded copy. */
function sharedModules(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const version = (name) => pkg.dependencies?.[name] ?? pkg.peerDependencies?.[name] ?? false;
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  const shared = {
    react: singleton(version('react')),
    'react/': singleton(version('react')),
    'react-dom': singleton(version('react-dom')),
    'react-dom/': singleton(version('react-dom')),
    jotai: singleton(version('jotai')),
    'jotai/': singleton(version('jotai')),
  };
  for (const facade of SHARED_FACADES) shared[facade] = singleton(false);
  return shared;
}

/** What the host's build provides to the share scope, written beside it for the release command's checks. */
const PROVIDED_SHARED_FILE = 'provided-shared.json';

/**
 * Fails the host's build when it does not provide every facade. A container provides only the shared modules
 * its code imports; a facade that only remotes import would be served by whichever remote loads first, with
 * that remote's own antd, outside the host's ConfigProvider (theme, App). host/src/remotes/remoteFacades.ts
 * imports the ones the host does not use itself. Writes what it provides, name -> versions, to
 * provided-shared.json: `release use` refuses a remote's release that this host cannot satisfy.
 */
class HostProvidesEveryFacade {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostProvidesEveryFacade', (compilation) => {
      const provided = {};
      compilation.hooks.finishModules.tap('HostProvidesEveryFacade', (modules) => {
        for (const module of modules) {
          if (!module.identifier().startsWith('provide module (')) continue;
          provided[module._name] = [...new Set([...(provided[module._name] ?? []), module._version])];
        }
        const missing = SHARED_FACADES.filter((facade) => !Object.hasOwn(provided, facade));
        if (missing.length > 0) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `The host does not provide ${missing.join(', ')}: import each in host/src/remotes/remoteFacades.ts.`,
            ),
          );
        }
      });
      compilation.hooks.processAssets.tap(
        {
          name: 'HostProvidesEveryFacade',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const sorted = Object.fromEntries(Object.entries(provided).sort(([a], [b]) => a.localeCompare(b)));
          const json = `${JSON.stringify(sorted, null, 2)}\n`;
          compilation.emitAsset(PROVIDED_SHARED_FILE, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * Fails a build whose app code imports an entry point of @moneta/shared that is not a shared facade: it would be
 * bundled into that container as a copy of its own, which the host does not provide, with its own state and its
 * own antd. A new facade is an entry of shared/package.json's "exports" (tooling/sharedFacades.cjs), and the
 * host's build then makes the host provide it.
 */
class ImportsOnlySharedFacades {
  constructor(dir) {
    this.source = path.join(dir, 'src') + path.sep;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ImportsOnlySharedFacades', (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap('ImportsOnlySharedFacades', (data) => {
        const { request, contextInfo } = data;
        if (!/^@moneta\/shared(\/|$)/.test(request) || !contextInfo.issuer?.startsWith(this.source)) return;
        if (SHARED_FACADES.includes(request)) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${path.relative(compiler.context, contextInfo.issuer)} imports ${request}, which is not a facade the ` +
              'host provides: a facade is an entry of the "exports" of shared/package.json (tooling/sharedFacades.cjs).',
          ),
        );
      });
    });
  }
}

/**
 * One federation runtime for the page: the host bundles it and hands it over (provideExternalRuntime); each
 * remote's remoteEntry.js uses the host's (externalRuntime) instead of carrying its own (18 KB gz). The
 * plugin that hands it over is required as CommonJS, which would bundle a second, CommonJS copy of the runtime
 * beside the host's ES one; the alias points it at its ES build, so the host carries one copy.
 */
function externalRuntime(isHost) {
  // Every container runs in a browser: the runtime's Node.js script loading is left out (ENV_TARGET).
  const optimization = { target: 'web' };
  if (!isHost) return { experiments: { externalRuntime: true, optimization }, alias: {} };
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  return {
    experiments: { provideExternalRuntime: true, optimization },
    alias: { [plugin]: plugin.replace(/\.cjs$/, '.js') },
  };
}

/**
 * V8's explicit compile hint on every script: Chromium then compiles all of a script's functions while it
 * streams it in, on a background thread, instead of each on the main thread when first called. A script here
 * is chunks of modules that run when it loads, so nearly all of them are called. It cut the main thread's time
 * in the dashboard's scripts on a first visit by about 30% (2.2-2.5 s -> 1.6-1.7 s at 4x CPU
 * slowdown); other engines read it as a comment. Added after minification (which drops comments), before the
 * source maps and content hashes are made.
 */
function compileHints() {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    exclude: /^sw\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of each text asset, made once at build time: about 15% fewer
 * bytes than compressing on the fly, at no CPU cost per request. The API serves them (@fastify/static
 * preCompressed), and so can any static host a team deploys a remote to.
 */
function precompressed() {
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * Parts of antd that Moneta never renders, each imported whatever a screen asks for: [the component's module,
 * the request it makes], with what a screen would have asked for. They all get one stand-in
 * (./antdStandIn.mjs) that fails loudly if it is ever asked for.
 * - Card's tab bar (tabList) brings Tabs, Dropdown and Menu: about 20 KB gz on every screen with a card, the
 *   sign-in screens included. Moneta's cards have no tab bar.
 * - Table's column filters bring Tree, its own search box and menus, its virtual mode a second table, and its
 *   pagination Pagination: about 15 KB gz on every screen with a table. Moneta's tables are paged by the
 *   server (pagination={false}, the transactions' own PageNav) and filtered by the screens' filter bars.
 * - Table's radio selection brings Radio, and with its group the form's store: about 10 KB gz on the
 *   transactions screen's first load. Moneta's one selectable table selects with checkboxes.
 */
const ANTD_STAND_INS = [
  ['card/Card.js', '../tabs'], // Card tabList: render Tabs inside the card instead
  ['table/hooks/useFilter/index.js', './FilterDropdown'], // Table columns' filters and filterDropdown
  ['table/InternalTable.js', './RcTable/VirtualTable'], // Table's virtual mode
  ['table/InternalTable.js', '../pagination'], // Table's own pagination: pass pagination={false}
  ['table/hooks/useSelection.js', '../../radio'], // Table's radio selection: rowSelection type 'radio'
];

function antdStandIns() {
  const standIn = require.resolve('./antdStandIn.mjs');
  return new webpack.NormalModuleReplacementPlugin(/^\.\.?\//, (resource) => {
    const issuer = (resource.contextInfo?.issuer ?? '').replaceAll('\\', '/');
    const match = ANTD_STAND_INS.find(
      ([module, request]) => resource.request === request && issuer.endsWith(`/antd/es/${module}`),
    );
    if (match) resource.request = standIn;
  });
}

/**
 * Modules that always load together share one file: each shared module is otherwise a chunk of its own, and
 * on a phone every extra request waits for a free connection.
 */
const VENDOR_GROUPS = {
  react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react' },
  jotai: { test: /[\\/]node_modules[\\/]jotai[\\/]/, name: 'jotai' },
};

/**
 * @param {object} options
 * @param {string} options.dir           the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name          federation name: `host` or `remote_*`
 * @param {number} options.port          dev-server port
 * @param {Record<string,string>} [options.exposes] page modules a remote exposes
 * @param {boolean} [options.isHost]
 * @param {Record<string,string>} [options.htmlParameters] values the host's index.html template reads
 * @param {Record<string,{chunks: string[]}>} [options.routePreloads] address -> what it renders first
 *
 * With `env.monolith` (set by host/webpack.monolith.cjs, for measurement only), the host is the same
 * build without federation: no runtime, share scope or remote, and `env.monolith.routePreloads` in place of the
 * host's. The caller bundles the remotes' pages itself.
 */
function createConfig({
  dir,
  name,
  port,
  exposes = {},
  isHost = false,
  htmlParameters = {},
  routePreloads = {},
  devServer = {},
  plugins = [],
}) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const monolith = isHost ? env?.monolith : undefined;
    const runtime = externalRuntime(isHost);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's only entry is the federation container (remoteEntry.js) that the plugin adds.
      // index.html alone names the host's entry, so its name carries the build's hash: a repeat visit takes it
      // from the cache without revalidating. ([contenthash] is refused here by the federation runtime; main.js
      // holds every chunk's hashed name, so it changes with any chunk anyway.)
      entry: isHost
        ? {
            main: { import: './src/index.ts', filename: production ? '[name].[fullhash:8].js' : '[name].js' },
          }
        : {},
      // Production maps stay beside the build for whoever operates it (profiles, error reports); the files name
      // no map, and the API does not serve them, so visitors do not get the sources.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // remoteEntry.js keeps a stable name: the federated entry cannot carry a content hash.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
        // The same modules built without federation: a cache of their own, so neither build evicts the other's.
        ...(monolith && { name: `monolith-${production ? 'production' : 'development'}` }),
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: runtime.alias },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
          // antd's styles of a UI facade, extracted at build time (shared/src/ui/styles/extractAntdStyles.cjs).
          {
            test: /\.antd-styles\.cjs$/,
            type: 'javascript/auto',
            use: [MiniCssExtractPlugin.loader, require.resolve('css-loader'), require.resolve('val-loader')],
          },
          { test: /\.(png|svg|ico|webp|woff2?)$/, type: 'asset/resource' },
          {
            test: /[\\/]shared[\\/]src[\\/]contract[\\/]remotes\.json$/,
            use: require.resolve('./browserRegistry.cjs'),
          },
          // @rc-component/form declares no sideEffects, and its index sets the Form's statics: every antd
          // component that reads the form context (Modal, Select, Switch...) brought the whole form machinery
          // (16 KB gz) to screens without a form. The statics are seen only through the index's default export,
          // so the index can be skipped when only FormProvider or a context is imported.
          { test: /[\\/]@rc-component[\\/]form[\\/]es[\\/]/, sideEffects: false },
          // Nor do @rc-component/table and tree, whose indexes import every part: antd's Table brought the virtual
          // table and the whole Tree component (about 12 KB gz) for the few tree helpers its row selection uses.
          { test: /[\\/]@rc-component[\\/](table|tree)[\\/]es[\\/]/, sideEffects: false },
        ],
      },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        splitChunks: {
          cacheGroups: Object.fromEntries(
            Object.entries(VENDOR_GROUPS).map(([key, group]) => [
              key,
              { ...group, chunks: 'async', enforce: true, priority: 20 },
            ]),
          ),
        },
      },
      performance: { hints: false },
      plugins: [
        ...(monolith
          ? []
          : [
              new ModuleFederationPlugin({
                name,
                filename: isHost ? undefined : 'remoteEntry.js',
                exposes: isHost ? undefined : exposes,
                remotes: {},
                shared: sharedModules(dir),
                shareStrategy: 'loaded-first',
                manifest: isHost ? false : { fileName: 'mf-manifest.json' },
                dts: false,
                experiments: runtime.experiments,
              }),
            ]),
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                favicon: './src/favicon.svg',
                templateParameters: htmlParameters,
                // html-webpack-plugin's production defaults, plus the inline first-paint CSS minified.
                minify: production && {
                  collapseWhitespace: true,
                  keepClosingSlash: true,
                  removeComments: true,
                  removeRedundantAttributes: true,
                  removeScriptTypeAttributes: true,
                  removeStyleLinkTypeAttributes: true,
                  useShortDoctype: true,
                  minifyCSS: true,
                },
              }),
              new PreloadStartupChunks({ routes: monolith?.routePreloads ?? routePreloads }),
              ...(monolith ? [] : [new HostProvidesEveryFacade()]),
            ]
          : []),
        antdStandIns(),
        ...(monolith ? [] : [new ImportsOnlySharedFacades(dir)]),
        ...(production ? [compileHints(), ...precompressed()] : []),
        ...plugins,
      ],
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: isHost,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        ...devServer,
      },
      stats: 'errors-warnings',
    };
  };
}

/** The registry of remotes (@moneta/shared's remotes.json), as the app in `dir` resolves it. */
function remoteRegistry(dir) {
  return require(require.resolve('@moneta/shared/remotes.json', { paths: [dir] }));
}

/** A remote's config: its federation name, dev port and exposed pages come from its registry entry. */
function createRemoteConfig(dir) {
  const folder = path.basename(dir);
  const [name, remote] =
    Object.entries(remoteRegistry(dir)).find(([, entry]) => entry.folder === folder) ?? [];
  if (!remote) throw new Error(`${folder} has no entry in @moneta/shared's remotes.json`);
  return createConfig({
    dir,
    name,
    port: remote.devPort,
    exposes: Object.fromEntries(remote.pages.map((page) => [`./${page.module}`, page.source])),
    plugins: [new FrameHeadings({ dir, pages: remote.pages })],
  });
}

module.exports = {
  createConfig,
  createRemoteConfig,
  remoteRegistry,
  sharedModules,
  HostProvidesEveryFacade,
  ImportsOnlySharedFacades,
  PROVIDED_SHARED_FILE,
  SHARED_FACADES,
};
