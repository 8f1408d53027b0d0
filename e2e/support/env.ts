// Addresses shared by the global setup (main process) and the tests (worker processes).
import { fileURLToPath } from 'node:url';
export const APP_PORT = 8180;
export const BASE_URL = `http://localhost:${APP_PORT}`;
/** The API listens here; the browser reaches it as BASE_URL. */
export const API_HOST = '127.0.0.1';
export const SMTP_PORT = 2526;
/** The captured mail, read by the tests over HTTP. */
export const MAILBOX_URL = 'http://127.0.0.1:2527';
export const MAILBOX_PORT = 2527;
/** The fake calendar service (api/test/fakeCalendarProvider.ts) the connect button links to. */
export const CALENDAR_PROVIDER_PORT = 2528;

/** The workspace root (the e2e folder's parent), where each app's dist/ lives. */
export const WORKSPACE = fileURLToPath(new URL('../..', import.meta.url));
