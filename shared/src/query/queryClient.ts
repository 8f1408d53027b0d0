// The suite's one QueryClient and its defaults. Apart from the wiring to the session (./client.tsx), so what
// sends changes (the outbox) reads the client without loading what starts the outbox.
import { QueryClient } from '@tanstack/react-query';
import { accessTokenAtom, ANALYTICS_CACHE_MS, loggingOutAtom, store, userAtom } from '@moneta/shared';
import { analyticsKeys } from '../domains/analytics/keys';
import { listenToOtherTabs } from './changes';
import { OFFLINE_CACHE_MAX_AGE_MS } from './persist';

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
