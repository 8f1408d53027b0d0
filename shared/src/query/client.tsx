// The query layer's start: the one client's cache and outbox follow the signed-in user.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accessTokenAtom, store, userAtom } from '@moneta/shared';
import { showOutbox } from './outbox/entries';
import { flushOutbox } from './outbox/outbox';
import { forgetUserCache, persistUserCache } from './persist';
import { queryClient } from './queryClient';

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
// Not on the server, which imports the dashboard's frame to draw its first paint.
if (typeof window !== 'undefined') window.addEventListener('online', () => void flushOutbox());

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
