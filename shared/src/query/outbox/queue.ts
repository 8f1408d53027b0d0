// Offline writes: a change the server cannot receive now goes into the outbox, which is sent in
// order once the app is online with a session: on start, on reconnecting, on a renewed token, and when the
// service worker's background sync fires (the host's pwa/outboxSync.ts).
import {
  accessTokenAtom,
  loggingOutAtom,
  offlineSessionAtom,
  outboxAtom,
  store,
  userAtom,
  type FailureMessage,
  type FallbackMessage,
  type OutboxEntry,
  type OutboxWrite,
} from '@moneta/shared';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { answerStatus, changedElsewhere, errorMessage, unanswered } from '../../api/errors';
import { invalidateChanged } from '../changes';
import { queryClient } from '../queryClient';
import { changeOutbox, exclusively, readOutbox } from './entries';
import { QUEUED, type Queued } from './queued';
import { CHANGES, sendWrite } from './send';

/** A failed send is tried again after this long, even without an `online` event (a flaky network). */
export const OUTBOX_RETRY_MS = 30_000;

const signedInUserId = () => store.get(userAtom)?._id ?? null;
const canSend = () =>
  navigator.onLine &&
  store.get(accessTokenAtom) !== null &&
  !store.get(offlineSessionAtom) &&
  !store.get(loggingOutAtom);
const waiting = (entries: readonly OutboxEntry[]) => entries.some((entry) => !entry.refusal);

const FALLBACKS: Record<OutboxWrite['domain'], FallbackMessage> = {
  transactions: 'Failed to save transaction',
  goals: 'Failed to add contribution',
  reminders: 'Failed to update reminder',
  moneyAccounts: 'Failed to save account',
  transfers: 'Failed to save transfer',
  rules: 'Failed to save rule',
  categories: 'Failed to save category',
};

/** The server's no to the write itself: sending it again would get the same answer. */
function refusal(error: unknown, write: OutboxWrite): FailureMessage | null {
  const status = answerStatus(error);
  if (status === undefined || status === 401 || status === 408 || status === 429 || status >= 500)
    return null;
  return errorMessage(error, FALLBACKS[write.domain]);
}

let flushing: Promise<void> | null = null;
let flushAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function retryLater(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushOutbox(), OUTBOX_RETRY_MS);
}

/**
 * Sends the user's waiting writes, oldest first, until one cannot reach the server: then resolves false, and
 * the outbox is tried again later.
 */
async function sendWaiting(userId: string): Promise<boolean> {
  return exclusively(async () => {
    for (;;) {
      if (!canSend() || signedInUserId() !== userId) return true;
      const entry = (await readOutbox(userId)).find((candidate) => !candidate.refusal);
      if (!entry) return true;
      // Why the server refused the write, with the record as it is now when it changed elsewhere meanwhile.
      let refused: Pick<OutboxEntry, 'refusal' | 'theirs'> | null = null;
      try {
        await sendWrite(entry.write, entry.key);
      } catch (error) {
        // A delete whose row is already gone did what it was for.
        const gone = entry.write.action === 'delete' && answerStatus(error) === 404;
        const problem = gone ? null : refusal(error, entry.write);
        if (!gone && !problem) {
          retryLater();
          return false;
        }
        const theirs = changedElsewhere<NonNullable<OutboxEntry['theirs']>>(error);
        if (problem) refused = theirs ? { refusal: problem, theirs } : { refusal: problem };
      }
      await changeOutbox(
        userId,
        (entries) =>
          refused
            ? entries.map((candidate) =>
                candidate.key === entry.key ? { ...candidate, ...refused } : candidate,
              )
            : entries.filter((candidate) => candidate.key !== entry.key),
        { locked: true },
      );
      invalidateChanged(queryClient, CHANGES[entry.write.domain]);
    }
  });
}

/** Sends what the outbox holds, if the app can; a call while a send runs makes it look again when done. */
export function flushOutbox(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      flushAgain = false;
      const userId = signedInUserId();
      if (!userId || !canSend() || !waiting(await readOutbox(userId))) return;
      if (!(await sendWaiting(userId))) return;
    } while (flushAgain);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function enqueue(write: OutboxWrite, key: string): Promise<void> {
  const userId = signedInUserId();
  if (!userId) throw new Error('Nobody is signed in');
  await changeOutbox(userId, (entries) => [
    ...entries.filter((entry) => entry.key !== key),
    { key, write, queuedAt: Date.now() },
  ]);
}

/**
 * Sends `write` now, or keeps it in the outbox when the server cannot be reached: offline, started offline,
 * or the call got no answer (it is then sent again with the same key, so the server does it once). Writes
 * already waiting go first, so the server receives a person's changes in the order they were made. Resolves
 * with the server's answer, or QUEUED; a refusal rejects as the call would.
 */
export async function sendOrQueue<T>(
  write: OutboxWrite,
  key: string = newIdempotencyKey(),
): Promise<T | Queued> {
  if (!canSend() || waiting(store.get(outboxAtom))) {
    await enqueue(write, key);
    void flushOutbox();
    return QUEUED;
  }
  try {
    return (await sendWrite(write, key)) as T;
  } catch (error) {
    if (!unanswered(error)) throw error;
    await enqueue(write, key);
    void flushOutbox();
    return QUEUED;
  }
}

/** A waiting or refused write the person no longer wants. */
export function discardOutboxEntry(key: string): Promise<void> {
  const userId = signedInUserId();
  return userId
    ? changeOutbox(userId, (entries) => entries.filter((entry) => entry.key !== key))
    : Promise.resolve();
}

/**
 * An edit refused because its record changed elsewhere, kept over the other version: sent again, made from the
 * version it was shown against (a version newer still is refused again, and shown).
 */
export async function keepMine(key: string): Promise<void> {
  const userId = signedInUserId();
  if (!userId) return;
  await changeOutbox(userId, (entries) =>
    entries.map((entry) =>
      entry.key === key && entry.theirs && entry.write.action === 'update'
        ? {
            key: entry.key,
            write: { ...entry.write, version: entry.theirs.updatedAt },
            queuedAt: entry.queuedAt,
          }
        : entry,
    ),
  );
  await flushOutbox();
}

/** A refused write sent again as it is: the person fixed what the server refused (a paused goal resumed). */
export async function retryOutboxEntry(key: string): Promise<void> {
  const userId = signedInUserId();
  if (!userId) return;
  await changeOutbox(userId, (entries) =>
    entries.map((entry) =>
      entry.key === key ? { key: entry.key, write: entry.write, queuedAt: entry.queuedAt } : entry,
    ),
  );
  await flushOutbox();
}
