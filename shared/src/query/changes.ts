// What a change makes stale (its domain's list of keys, in shared/src/domains), in this tab and, through a
// BroadcastChannel, in the user's other tabs, whose screens would otherwise keep the old data.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { store, userAtom } from '@moneta/shared';

const CHANNEL_NAME = 'moneta-changes';

interface ChangeMessage {
  userId: string;
  keys: QueryKey[];
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);

function invalidateHere(client: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/** Marks `keys` stale here and in the user's other tabs. */
export function invalidateChanged(client: QueryClient, keys: readonly QueryKey[]): void {
  invalidateHere(client, keys);
  const userId = store.get(userAtom)?._id;
  if (channel && userId) channel.postMessage({ userId, keys: [...keys] } satisfies ChangeMessage);
}

/** Applies the other tabs' changes to `client`, for the signed-in user only. Returns the unsubscribe. */
export function listenToOtherTabs(client: QueryClient): () => void {
  if (!channel) return () => undefined;
  const onMessage = (event: MessageEvent<ChangeMessage>) => {
    const { userId, keys } = event.data;
    if (userId && userId === store.get(userAtom)?._id && Array.isArray(keys)) invalidateHere(client, keys);
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
