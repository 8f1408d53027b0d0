// What the landing page and each address that shows a remote page render first: the host's lazy chunks (named in
// src/routes/AppRoutes.tsx) and the remote page (from the registry of remotes, @moneta/shared's remotes.json).
// The build turns the chunks into file names in route-preloads.json (tooling/preloadStartupChunks.cjs), and the
// API preloads the files and the remote's manifest from that address's index.html, so they download alongside
// the start-up files. Like preloadRoute.ts, the dashboard's addresses add its layout.
const registry = require('@moneta/shared/remotes.json');

const SIGN_IN = ['antd-layout', 'remote-page'];
const DASHBOARD = [...SIGN_IN, 'dashboard-layout'];

module.exports = {
  // The landing page, a chunk of its own so that no other address loads it.
  '/': { chunks: ['landing'] },
  ...Object.fromEntries(
    Object.entries(registry).flatMap(([remote, { pages }]) =>
      pages.map(({ route }) => [
        route,
        { chunks: route.startsWith('/dashboard') ? DASHBOARD : SIGN_IN, remote },
      ]),
    ),
  ),
};
