// The outbox's face to the screens and the app's start. Sending it is loaded with the first write to
// keep or to send, as most visits have none: these wrappers cost the first load next to nothing.
import type { OutboxWrite } from '@moneta/shared';
import { outboxAtom, store } from '@moneta/shared';
import type { Queued } from './queued';

const queue = () => import(/* webpackChunkName: "outbox" */ './queue');

/**
 * Sends `write` now, or keeps it in the outbox when the server cannot be reached (./queue.ts). Resolves with
 * the server's answer, or QUEUED; a refusal rejects as the call would.
 */
export async function sendOrQueue<T>(write: OutboxWrite, key?: string): Promise<T | Queued> {
  return (await queue()).sendOrQueue<T>(write, key);
}

/** Sends what the outbox holds, if anything waits and the app can. */
export async function flushOutbox(): Promise<void> {
  if (store.get(outboxAtom).some((entry) => !entry.refusal)) await (await queue()).flushOutbox();
}

/** A waiting or refused write the person no longer wants. */
export async function discardOutboxEntry(key: string): Promise<void> {
  await (await queue()).discardOutboxEntry(key);
}

/** A refused edit kept over the other version: sent again, made from the version it was shown against. */
export async function keepMine(key: string): Promise<void> {
  await (await queue()).keepMine(key);
}

/** A refused write sent again as it is. */
export async function retryOutboxEntry(key: string): Promise<void> {
  await (await queue()).retryOutboxEntry(key);
}
