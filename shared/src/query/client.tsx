import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accessTokenAtom, ANALYTICS_CACHE_MS, loggingOutAtom, store, userAtom } from '@moneta/shared';
import { listenToOtherTabs } from './changes';
import { analyticsKeys } from './keys';
import { showOutbox } from './outbox/entries';
import { flushOutbox } from './outbox/outbox';
import { forgetUserCache, OFFLINE_CACHE_MAX_AGE_MS, persistUserCache } from './persist';

/**
 * Every query reads the signed-in user's data: none runs without a session's token, nor while a sign-out is under
 * way (a screen that finishes loading then would send a token whose session the server is ending). Started
 * offline, the screens show their saved data until a token comes.
 */
const signedIn = () =>
  store.get(userAtom) !== null && store.get(accessTokenAtom) !== null && !store.get(loggingOutAtom);

/**
 * A client with Moneta's defaults. Screens show the error banners and Retry themselves, and a failed save
 * must never be sent twice behind the user's back, so nothing retries on its own; a window regaining focus
 * does not refetch either, as the screens did not before. Queries wait for a session: after a sign-out the
 * screen still on show must not ask again for the data the cleared cache dropped.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // Kept as long as the offline copy, which holds only what the client holds.
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        enabled: signedIn,
        gcTime: OFFLINE_CACHE_MAX_AGE_MS,
      },
      // A write made offline goes into the outbox (./outbox), which does the waiting: react-query must not pause
      // it until the browser is back online.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // Analytics answers are reused for 5 minutes unless a change makes them stale first; the
  // analytics client retries on its own.
  client.setQueryDefaults(analyticsKeys.all, { staleTime: ANALYTICS_CACHE_MS });
  return client;
}

/**
 * The suite's one QueryClient. This facade is a federation singleton, so every remote reads and invalidates
 * the same cache, as it does the one jotai store.
 */
export const queryClient = createQueryClient();
listenToOtherTabs(queryClient);

// The cache belongs to the signed-in user, and so does its offline copy: when the user signs out, or another
// signs in, it is dropped, so the next user never sees the previous one's data. Reading the atom here keeps
// react-query out of the main entry, which the public pages load. The outbox of unsent writes is the user's
// too, shown for them alone. The end of a session removes both from the device (clearAuth, which runs without
// this layer too); the copy is removed here as well, once its saving has stopped.
let cachedUserId = store.get(userAtom)?._id ?? null;
let stopPersisting = cachedUserId ? persistUserCache(queryClient, cachedUserId) : () => {};
const showUserOutbox = (userId: string | null) => void showOutbox(userId).then(() => flushOutbox());
showUserOutbox(cachedUserId);
store.sub(userAtom, () => {
  const userId = store.get(userAtom)?._id ?? null;
  if (userId === cachedUserId) return;
  stopPersisting();
  const previous = cachedUserId;
  cachedUserId = userId;
  queryClient.clear();
  if (previous && !userId) void forgetUserCache(previous);
  stopPersisting = userId ? persistUserCache(queryClient, userId) : () => {};
  showUserOutbox(userId);
});
window.addEventListener('online', () => void flushOutbox());

// A session renewed after an offline start: what the screens show, saved offline, is fetched afresh, and the
// changes kept meanwhile are sent.
let hadToken = store.get(accessTokenAtom) !== null;
store.sub(accessTokenAtom, () => {
  const hasToken = store.get(accessTokenAtom) !== null;
  if (hasToken && !hadToken) {
    void queryClient.invalidateQueries();
    void flushOutbox();
  }
  hadToken = hasToken;
});

/** Mounted once by the host around every screen that loads data; tests pass a client of their own. */
export function QueryProvider({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
