// The host's lazy chunks (named in src/routes/AppRoutes.tsx) that each address renders first. The build turns
// them into route-preloads.json (tooling/preloadStartupChunks.cjs) and the API preloads them from that
// address's index.html, so they download alongside the start-up files instead of after them.
// src/routes/routePreloads.test.ts keeps the addresses equal to REMOTE_ROUTES.
const SIGN_IN = ['antd-layout', 'remote-page'];
const DASHBOARD = [...SIGN_IN, 'dashboard-layout'];

module.exports = {
  '/login': SIGN_IN,
  '/signup': SIGN_IN,
  '/resetpassword': SIGN_IN,
  '/dashboard': DASHBOARD,
  '/dashboard/transactions': DASHBOARD,
  '/dashboard/analytics': DASHBOARD,
  '/dashboard/goals': DASHBOARD,
  '/dashboard/reminders': DASHBOARD,
  '/dashboard/settings': DASHBOARD,
  '/dashboard/profile': DASHBOARD,
};
