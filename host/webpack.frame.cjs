// The first frame's renderer for Node (src/frame/renderFrame.tsx -> dist-frame/render.cjs), which the API loads to
// draw a dashboard screen's navbar, sidebar and heading into the page it serves. One self-contained file: the
// API's deployment has none of the host's packages. The frame's styles are inlined into the page, antd's from its
// renderer and the host's read as text, so stylesheet imports are left out.
const path = require('node:path');
const webpack = require('webpack');

const EMPTY = path.join(__dirname, 'src/frame/empty.cjs');

module.exports = (_env, argv) => ({
  name: 'frame',
  target: 'node20',
  mode: argv.mode ?? 'production',
  entry: './src/frame/renderFrame.tsx',
  output: {
    path: path.join(__dirname, 'dist-frame'),
    filename: 'render.cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: false,
  cache: { type: 'filesystem', cacheDirectory: path.join(__dirname, 'node_modules/.cache/webpack-frame') },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
  module: {
    rules: [
      // The host's own styles the frame is drawn with, as text the server inlines (./src/frame/renderFrame.tsx).
      { resourceQuery: /raw/, type: 'asset/source' },
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: require.resolve('swc-loader', {
            paths: [path.dirname(require.resolve('@moneta/tooling/webpack'))],
          }),
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
        },
      },
    ],
  },
  // Read by a server, never downloaded: minifying would only slow the build.
  optimization: { minimize: false },
  performance: { hints: false },
  plugins: [
    new webpack.NormalModuleReplacementPlugin(/\.(css|antd-styles\.cjs)$/, EMPTY),
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  stats: 'errors-warnings',
});
