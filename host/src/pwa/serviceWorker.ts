import { SKIP_WAITING, UPDATE_AVAILABLE_EVENT } from './constants';
import { reloadPage } from '../shell/reloadPage';

/** How long Update Now waits for the new worker to take over before it says the update failed. */
const TAKEOVER_TIMEOUT_MS = 10_000;

const announceUpdate = () => window.dispatchEvent(new Event(UPDATE_AVAILABLE_EVENT));

/** A new version installed while an older one controls the page waits for Update Now. */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) announceUpdate();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) announceUpdate();
    });
  });
}

/**
 * Registers /sw.js (called once the page has loaded). A registration that fails is logged, and the app runs
 * without a worker.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    watchForUpdates(await navigator.serviceWorker.register('/sw.js'));
  } catch (error) {
    console.warn('Service worker registration failed; the app runs without offline support.', error);
    return;
  }
  // What this first visit loaded before the worker existed is cached too (Workbox's CACHE_URLS message), so the
  // same screens open offline; and the remote config, which the server put in this page but which the
  // precached shell fetches when it opens offline.
  const { active } = await navigator.serviceWorker.ready;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === window.location.origin && !url.includes('/api/'));
  const urlsToCache = [...loaded, new URL('/remotes.json', window.location.origin).href];
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * Update Now: the waiting worker takes over and the page reloads into the new version. Rejects, leaving the page
 * as it is, when no worker is waiting or it does not take over in time.
 */
export async function applyUpdate(): Promise<void> {
  const waiting = (await navigator.serviceWorker?.getRegistration())?.waiting;
  if (!waiting) throw new Error('No new version is waiting');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The new version did not take over')),
      TAKEOVER_TIMEOUT_MS,
    );
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    waiting.postMessage({ type: SKIP_WAITING });
  });
  reloadPage();
}
