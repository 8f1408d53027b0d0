// The outbox: the writes a person made while the server could not be reached, kept in IndexedDB
// per user until they are sent. Every change to it takes the same lock in every tab, reads the stored list,
// and tells the user's other tabs, so two tabs never lose each other's writes.
import { del, get, set } from 'idb-keyval';
import {
  deviceDataForgotten,
  OUTBOX_LOCK,
  OUTBOX_PREFIX,
  outboxAtom,
  store,
  userAtom,
  type OutboxEntry,
} from '@moneta/shared';
import { acrossTabs } from '../../api/acrossTabs';

/** IndexedDB key of one user's outbox. */
export const outboxKey = (userId: string) => `${OUTBOX_PREFIX}${userId}`;

const CHANNEL_NAME = OUTBOX_LOCK;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
const available = () => typeof indexedDB !== 'undefined';

let shownUserId: string | null = null;

function show(userId: string, entries: OutboxEntry[]): void {
  if (userId === shownUserId) store.set(outboxAtom, entries);
}

/** Runs `work` while no other tab of this origin changes or sends the outbox. */
export function exclusively<T>(work: () => Promise<T>): Promise<T> {
  return acrossTabs(CHANNEL_NAME, work);
}

export async function readOutbox(userId: string): Promise<OutboxEntry[]> {
  return available() ? ((await get<OutboxEntry[]>(outboxKey(userId))) ?? []) : [];
}

/** Applies `change` to the stored outbox of `userId` and shows the result here and in the other tabs. */
export function changeOutbox(
  userId: string,
  change: (entries: OutboxEntry[]) => OutboxEntry[],
  {
    locked = false,
  }: { /** The caller holds the lock already (locks are not re-entrant). */ locked?: boolean } = {},
): Promise<void> {
  const work = async () => {
    // The user's session ended while this change waited for the lock: their outbox has left the device, and a
    // write now would bring it back for the next person.
    if (store.get(userAtom)?._id !== userId) return;
    const entries = change(await readOutbox(userId));
    if (available()) await set(outboxKey(userId), entries);
    show(userId, entries);
    channel?.postMessage({ userId });
  };
  return locked ? work() : exclusively(work);
}

/** Shows `userId`'s outbox (null: nobody's) in this tab. */
export async function showOutbox(userId: string | null): Promise<void> {
  shownUserId = userId;
  store.set(outboxAtom, []);
  if (!userId) return;
  // A session that just ended may still be removing what it left (a sign-in right after a sign-out): what it
  // removes is not this user's to see.
  await deviceDataForgotten();
  show(userId, await readOutbox(userId));
}

/** A sign-out or a deleted account: the user's unsent writes leave the device with the rest of their data. */
export function forgetOutbox(userId: string): Promise<void> {
  return available() ? del(outboxKey(userId)) : Promise.resolve();
}

channel?.addEventListener('message', (event: MessageEvent<{ userId?: string }>) => {
  const { userId } = event.data;
  if (userId && userId === shownUserId) void readOutbox(userId).then((entries) => show(userId, entries));
});
