// The service worker as the offline tests wait for it: in control, done caching, and the IndexedDB copies the
// app keeps per user.
import type { Page } from '@playwright/test';

/** Waits until the service worker controls the page (after its first install it takes over at once). */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/**
 * Waits until the service worker has cached every script this page loaded or prefetched (it caches the first
 * visit's too).
 */
export async function cachedForOffline(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) =>
          ['script', 'link'].includes(entry.initiatorType) &&
          entry.name.startsWith(location.origin) &&
          entry.name.endsWith('.js'),
      );
      const cached = await Promise.all(
        scripts.map((entry) => caches.match(entry.name, { ignoreVary: true })),
      );
      return cached.every(Boolean);
    },
    null,
    { timeout: 30_000, polling: 250 },
  );
}

/**
 * The keys of the IndexedDB store that holds each user's offline copy of their data and their outbox; none before
 * the app has made the store. Looking never makes the database: one made empty here would lack the app's store.
 */
export function offlineCopies(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        let absent = false;
        open.onupgradeneeded = () => {
          absent = true;
          open.transaction?.abort();
        };
        open.onerror = () => (absent ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}
