import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { OFFLINE_CACHE_PREFIX, OFFLINE_DATA_MAX_AGE_MS } from '@moneta/shared';

/**
 * What a person's screens showed stays readable offline this long, as long as an offline start may
 * show it (docs/security-device-data.md).
 */
export const OFFLINE_CACHE_MAX_AGE_MS = OFFLINE_DATA_MAX_AGE_MS;
/** Changed when the cached shapes change, so an older cache is dropped rather than misread. */
const BUSTER = '1';
const SAVE_THROTTLE_MS = 1000;

/** IndexedDB key of one user's cached server data. */
export const offlineCacheKey = (userId: string) => `${OFFLINE_CACHE_PREFIX}${userId}`;

/**
 * Keeps the signed-in user's server data in IndexedDB under their own key, and brings it back into the client
 * when the app starts: every screen the person visited opens offline with its last data. Returns the stop: no
 * save reaches the storage after it, not even one the throttle had scheduled.
 */
export function persistUserCache(client: QueryClient, userId: string): () => void {
  if (typeof indexedDB === 'undefined') return () => {};
  let active = true;
  const storagePersister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key).then((value) => value ?? null),
      setItem: (key, value: string) => (active ? set(key, value) : Promise.resolve()),
      removeItem: (key) => del(key),
    },
    key: offlineCacheKey(userId),
    throttleTime: SAVE_THROTTLE_MS,
  });
  // A copy read after the stop (the user signed out meanwhile) is not brought into the client.
  const persister = {
    ...storagePersister,
    restoreClient: async () => {
      const restored = await storagePersister.restoreClient();
      return active ? restored : undefined;
    },
  };
  let unsubscribe = () => {};
  const restoringSince = Date.now();
  void persistQueryClientRestore({
    queryClient: client,
    persister,
    maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    buster: BUSTER,
  }).finally(() => {
    if (!active) return;
    // The copy may miss the last second of changes (saves are throttled) or changes made elsewhere since: what
    // it brought back shows at once but counts as stale, so each screen asks the server again when it can.
    void client.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < restoringSince });
    // What the screens fetched while the copy was being read is saved at once, and every change after it.
    void persistQueryClientSave({ queryClient: client, persister, buster: BUSTER });
    unsubscribe = persistQueryClientSubscribe({ queryClient: client, persister, buster: BUSTER });
  });
  return () => {
    active = false;
    unsubscribe();
  };
}

/** A sign-out, an expired session or a deleted account: that user's cached data leaves the device. */
export function forgetUserCache(userId: string): Promise<void> {
  return typeof indexedDB === 'undefined' ? Promise.resolve() : del(offlineCacheKey(userId));
}
