// Sending one outbox write: loaded with the first write to send, as most visits have none.
import type { QueryKey } from '@tanstack/react-query';
import { goalsApi, transactionsApi, type OutboxWrite } from '@moneta/shared';
import { remindersApi } from '@moneta/shared/reminders';
import { goalsKeys, remindersKeys, transactionsKeys } from '../keys';
import { failedAfterSaving } from './savedBefore';

/**
 * Sends `write` with its idempotency key. A transaction's new recurring rule follows it: sent again after a
 * failure, a create answers the transaction it made the first time, so the pair is never doubled.
 */
export async function sendWrite(write: OutboxWrite, key: string): Promise<unknown> {
  switch (write.domain) {
    case 'transactions': {
      if (write.action === 'delete') return transactionsApi.remove(write.id);
      const saved =
        write.action === 'create'
          ? await transactionsApi.create(write.body, key)
          : await transactionsApi.update(write.id, write.body, write.version);
      if (write.recurring) {
        await transactionsApi
          .setRecurring(saved._id, write.recurring)
          .catch((failure: unknown) => failedAfterSaving(failure, saved));
      }
      return saved;
    }
    case 'goals':
      return goalsApi.contribute(write.id, write.body, key);
    case 'reminders':
      if (write.action === 'create') return remindersApi.create(write.body, key);
      if (write.action === 'update') return remindersApi.update(write.id, write.body, write.version);
      return remindersApi.remove(write.id);
  }
}

/** What a sent write makes stale. */
export function changedKeys(write: OutboxWrite): QueryKey[] {
  if (write.domain === 'goals') return [goalsKeys.all, transactionsKeys.all];
  return write.domain === 'transactions' ? [transactionsKeys.all] : [remindersKeys.lists()];
}
