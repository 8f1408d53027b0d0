const { readFileSync } = require('node:fs');
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

/**
 * A module of a language other than English: a catalogue (locales/de.json) or a library's locale (antd's,
 * dayjs's, and theirs: locale/de_DE.js). English is bundled with the code.
 */
const LANGUAGE_MODULE = /[\\/]locales?[\\/](?!en[._])[\w-]+\.(js|json)$/;

/**
 * Whether an emitted file is a language's chunk, imported only when that language is shown: one whose
 * modules are all of a language, but for helpers it shares with other chunks.
 */
function isLanguageChunk({ asset, compilation }) {
  const { chunkGraph } = compilation;
  const chunk = [...compilation.chunks].find((candidate) => candidate.files.has(asset.name));
  if (!chunk) return false;
  const own = [...chunkGraph.getChunkModulesIterable(chunk)].filter(
    (module) => chunkGraph.getNumberOfModuleChunks(module) === 1,
  );
  return (
    own.length > 0 &&
    own.every((module) => LANGUAGE_MODULE.test((module.rootModule ?? module).resource ?? ''))
  );
}
const { createConfig, remoteRegistry } = require('@moneta/tooling/webpack');

/** In development the host finds each remote on its own dev server (pnpm dev), at the registry's port. */
const devRemotes = Object.fromEntries(
  Object.entries(remoteRegistry(__dirname)).map(([name, { devPort }]) => [
    name,
    `http://localhost:${devPort}/mf-manifest.json`,
  ]),
);

const config = createConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  isHost: true,
  // The first paint's styles go inline into index.html, so the loading screen shows before any script loads.
  routePreloads: require('./routePreloads.cjs'),
  htmlParameters: { criticalCss: readFileSync(path.join(__dirname, 'src/shell/critical.css'), 'utf8') },
  devServer: {
    // The API runs on 8080.
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
    setupMiddlewares: (middlewares, server) => {
      server.app.get('/remotes.json', (_req, res) => res.json(devRemotes));
      return middlewares;
    },
  },
});

/**
 * The web app manifest and its icons, and in production the service worker (src/sw.ts -> /sw.js), which
 * precaches the host's files: its entry, chunks, styles, index.html and icons (not source maps, the .br/.gz
 * copies or the server's route-preloads.json).
 */
module.exports = (env, argv) => {
  const built = config(env, argv);
  built.plugins.push(
    new CopyPlugin({
      patterns: [{ from: 'src/manifest.webmanifest' }, { from: 'src/icons/*.png', to: 'icons/[name][ext]' }],
    }),
  );
  if (argv.mode !== 'development') {
    built.plugins.push(
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/sw.ts'),
        swDest: 'sw.js',
        // Of the fonts, only the Devanagari woff2 is precached: it also draws ₹ (U+20B9) where the system's fonts
        // lack it, offline too; its Latin subsets are never used (the system's fonts come first) and every
        // browser reads woff2. Languages load when shown, cached then (the last condition: Workbox
        // answers a function's verdict without reading the conditions after it).
        exclude: [
          /\.map$/,
          /\.(br|gz)$/,
          /LICENSE\.txt$/,
          /^route-preloads\.json$/,
          /^provided-shared\.json$/,
          /\.woff$/,
          /noto-sans-devanagari-latin/,
          isLanguageChunk,
        ],
      }),
    );
  }
  return built;
};
