// One webpack + Module Federation configuration for the host and every remote (DESIGN section 2), so the
// shared-singleton list and the build conventions are written once.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');

const SHARED_FACADES = [
  '@moneta/shared',
  '@moneta/shared/forms',
  '@moneta/shared/ui',
  '@moneta/shared/ui/dashboard',
  '@moneta/shared/ui/table',
  '@moneta/shared/ui/date',
  '@moneta/shared/router',
];

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

/**
 * @param {object} options
 * @param {string} options.dir           the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name          federation name: `host` or `remote_*`
 * @param {number} options.port          dev-server port
 * @param {Record<string,string>} [options.exposes] page modules a remote exposes
 * @param {boolean} [options.isHost]
 */
function createConfig({ dir, name, port, exposes = {}, isHost = false, devServer = {}, plugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's only entry is the federation container (remoteEntry.js) that the plugin adds.
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Entries keep stable names: the federated entry cannot carry a content hash (DESIGN section 8).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'node_modules/.cache/webpack') },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
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
          { test: /\.(png|svg|ico|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
        ...(isHost
          ? [new HtmlWebpackPlugin({ template: './src/index.html', favicon: './src/favicon.svg' })]
          : []),
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

module.exports = { createConfig, sharedModules };
