// The install and update constants, written once for the page and the service worker.
/** localStorage key of the last install-card dismissal (a timestamp in ms). */
export const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed';
/** How long a dismissed install card stays hidden. */
export const INSTALL_REPROMPT_MS = 7 * 24 * 60 * 60 * 1000;
/** The message that tells a waiting service worker to take over. */
export const SKIP_WAITING = 'SKIP_WAITING';
/** The window event that says a new version is installed and waiting. */
export const UPDATE_AVAILABLE_EVENT = 'sw-update-available';
/** The background sync tag, and the message by which the worker asks the open app to send its outbox. */
export const OUTBOX_SYNC = 'moneta-outbox';
