const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createConfig, remoteRegistry } = require('@moneta/tooling/webpack');

/** In development the host finds each remote on its own dev server (pnpm dev), at the registry's port. */
const devRemotes = Object.fromEntries(
  Object.entries(remoteRegistry(__dirname)).map(([name, { devPort }]) => [
    name,
    `http://localhost:${devPort}/mf-manifest.json`,
  ]),
);

module.exports = createConfig({
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
