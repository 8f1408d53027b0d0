const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@moneta/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  isHost: true,
  // The first paint's styles go inline into index.html, so the loading screen shows before any script loads.
  routePreloads: require('./routePreloads.cjs'),
  htmlParameters: { criticalCss: readFileSync(path.join(__dirname, 'src/shell/critical.css'), 'utf8') },
  devServer: {
    // In development the host finds each remote on its own dev server (pnpm dev); the API runs on 8080.
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
    setupMiddlewares: (middlewares, server) => {
      server.app.get('/remotes.json', (_req, res) => res.json(require('./remotes.dev.json')));
      return middlewares;
    },
  },
});
