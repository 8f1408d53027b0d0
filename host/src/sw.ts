// The service worker (/sw.js, built by Workbox's InjectManifest): the host's shell precached,
// remote entry points fresh when online and last-known when not, content-hashed files from the cache.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OUTBOX_SYNC, SKIP_WAITING } from './pwa/constants';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Online, an entry point answers within this time or the cached copy is used. */
const NETWORK_TIMEOUT_SECONDS = 3;
/**
 * The server varies its files on Origin and Accept-Encoding; a preload and the runtime's fetch of one file differ
 * in those, and either copy serves the other.
 */
const matchOptions = { ignoreVary: true };
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.(js|css|png|svg|woff2?)$/;
/** A remote's own build folder (/remote-goals/) or one of its releases (/releases/remote-goals/<version>/). */
const isRemoteFile = (url: URL) => /^\/(releases\/)?remote-[a-z]+\//.test(url.pathname);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// A new version waits until the person chooses Update Now; the first one takes over at once.
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();

// Background sync: the connection is back, and the open app sends its outbox with its own session.
// TypeScript's worker library has no SyncEvent yet.
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== OUTBOX_SYNC) return;
  sync.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: OUTBOX_SYNC }))),
  );
});

// Pages: the server's (it inlines the remote config and the route's preloads), the last one seen when offline,
// or else the precached shell, which fetches the remote config itself.
const pages = new NetworkFirst({
  cacheName: 'moneta-pages',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions,
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// What says where the remotes are and what they hold, never precached: a redeployed or switched remote is picked
// up online, the last one works offline.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    (url.pathname === '/remotes.json' ||
      (isRemoteFile(url) && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname))),
  new NetworkFirst({
    cacheName: 'moneta-entries',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions,
  }),
);

// Content-hashed files never change: the remotes' chunks and anything of the host's not precached.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && CONTENT_HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: 'moneta-chunks',
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);
