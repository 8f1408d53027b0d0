// What each address that shows a remote page renders first: the host's lazy chunks (named in
// src/routes/AppRoutes.tsx) and the remote page (src/routes/remoteRoutes.json). The build turns the chunks into
// file names in route-preloads.json (tooling/preloadStartupChunks.cjs), and the API preloads the files and the
// remote's manifest from that address's index.html, so they download alongside the start-up files.
// Like preloadRoute.ts, the dashboard's addresses add its layout.
const remoteRoutes = require('./src/routes/remoteRoutes.json');

const SIGN_IN = ['antd-layout', 'remote-page'];
const DASHBOARD = [...SIGN_IN, 'dashboard-layout'];

module.exports = Object.fromEntries(
  Object.entries(remoteRoutes).map(([path, { remote }]) => [
    path,
    { chunks: path.startsWith('/dashboard') ? DASHBOARD : SIGN_IN, remote },
  ]),
);
