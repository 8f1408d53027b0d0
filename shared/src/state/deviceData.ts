// What a session leaves on the device, and when it goes (docs/security-device-data.md): the offline copy of the
// screens' data and the outbox of unsent writes (IndexedDB, one key per user), the last user's identity
// (./lastUser.ts), and a sign-out the server has not received yet.
import { delMany, getMany, keys } from 'idb-keyval';
import { atom } from 'jotai';
import { acrossTabs } from '../api/acrossTabs';
import type { OutboxEntry } from './outbox';
import { store } from './store';

/** IndexedDB keys of a user's offline copy of the query cache, and of their outbox. */
export const OFFLINE_CACHE_PREFIX = 'moneta-cache:';
export const OUTBOX_PREFIX = 'moneta-outbox:';
/** The lock every tab takes to change or send an outbox. */
export const OUTBOX_LOCK = 'moneta-outbox';

/**
 * How long the data a person saw stays readable offline, and how long after the server last confirmed their
 * session an offline start may show it. Well inside the refresh session's 30 days, so the session it came
 * from could still be valid.
 */
export const OFFLINE_DATA_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How many changes made offline were removed from the device unsent because the session ended without a
 * sign-out the person chose (expired, revoked, password changed, account deleted): the shell tells them so.
 */
export const discardedChangesAtom = atom(0);

/** localStorage key set while a sign-out has not reached the server. */
export const SIGN_OUT_PENDING_KEY = 'moneta-sign-out-pending';

function storedPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * A sign-out the server did not receive (offline, an error): the httpOnly refresh cookie may still hold the
 * session, so the device may still be signed in. Kept across reloads until a sign-out reaches the server, or
 * a sign-in replaces the cookie.
 */
export const signOutPendingAtom = atom(storedPending());

export function setSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(SIGN_OUT_PENDING_KEY, String(Date.now()));
    else localStorage.removeItem(SIGN_OUT_PENDING_KEY);
  } catch {
    // Storage unavailable: this tab still shows the notice.
  }
  store.set(signOutPendingAtom, pending);
}

if (typeof window !== 'undefined') {
  // Every tab of the device says the same.
  window.addEventListener('storage', (event) => {
    if (event.key === SIGN_OUT_PENDING_KEY) store.set(signOutPendingAtom, event.newValue !== null);
  });
}

const isDeviceDataKey = (key: IDBValidKey): key is string =>
  typeof key === 'string' && (key.startsWith(OFFLINE_CACHE_PREFIX) || key.startsWith(OUTBOX_PREFIX));

async function removeStoredData({ deliberate }: { deliberate: boolean }): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // Under the outbox's lock, so that no tab is halfway through writing an outbox when it goes.
  await acrossTabs(OUTBOX_LOCK, async () => {
    const stored = (await keys()).filter(isDeviceDataKey);
    if (!deliberate) {
      const outboxes = await getMany<OutboxEntry[] | undefined>(
        stored.filter((key) => key.startsWith(OUTBOX_PREFIX)),
      );
      const unsent = outboxes.reduce((sum, entries) => sum + (entries?.length ?? 0), 0);
      if (unsent > 0) store.set(discardedChangesAtom, (shown) => shown + unsent);
    }
    await delMany(stored);
  });
}

let removing: Promise<void> = Promise.resolve();

/**
 * The session is over on this device: every user's offline copy and outbox leave it. One browser holds one
 * refresh cookie, so nothing stored here belongs to a session that still counts. `deliberate`: the person
 * signed out and was asked about unsent changes already; otherwise the shell says how many went.
 */
export function forgetDeviceData({ deliberate }: { deliberate: boolean }): Promise<void> {
  removing = removing.then(() => removeStoredData({ deliberate })).catch(() => undefined);
  return removing;
}

/** Resolves once every removal asked for so far has finished. */
export function deviceDataForgotten(): Promise<void> {
  return removing;
}
