// Sending one outbox write: loaded with the first write to send, as most visits have none.
import type { QueryKey } from '@tanstack/react-query';
import type { OutboxWrite } from '@moneta/shared';
import { categoriesApi } from '../../domains/categories/api';
import { CATEGORY_CHANGES } from '../../domains/categories/keys';
import { goalsApi } from '../../domains/goals/api';
import { GOAL_CHANGES } from '../../domains/goals/keys';
import { moneyAccountsApi } from '../../domains/moneyAccounts/api';
import { MONEY_ACCOUNT_CHANGES } from '../../domains/moneyAccounts/keys';
import { remindersApi } from '../../domains/reminders/api';
import { REMINDER_CHANGES } from '../../domains/reminders/keys';
import { transactionsApi } from '../../domains/transactions/api';
import { TRANSACTION_CHANGES } from '../../domains/transactions/keys';
import { transfersApi } from '../../domains/transfers/api';
import { rulesApi } from '../../domains/rules/api';
import { RULE_CHANGES } from '../../domains/rules/keys';
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
    case 'moneyAccounts':
      if (write.action === 'create') return moneyAccountsApi.create(write.body, key);
      if (write.action === 'update') return moneyAccountsApi.update(write.id, write.body);
      return write.action === 'close' ? moneyAccountsApi.close(write.id) : moneyAccountsApi.reopen(write.id);
    case 'rules':
      if (write.action === 'create') return rulesApi.create(write.body, key);
      if (write.action === 'update') return rulesApi.update(write.id, write.body);
      return rulesApi.remove(write.id);
    case 'categories':
      return write.action === 'create'
        ? categoriesApi.create(write.body, key)
        : categoriesApi.update(write.id, write.body);
    case 'transfers':
      if (write.action === 'create') return transfersApi.create(write.body, key);
      if (write.action === 'update') return transfersApi.update(write.id, write.body);
      return transfersApi.remove(write.id);
  }
}

/** What a sent write makes stale: what any change of its domain does. */
export const CHANGES: Readonly<Record<OutboxWrite['domain'], readonly QueryKey[]>> = {
  transactions: TRANSACTION_CHANGES,
  goals: GOAL_CHANGES,
  reminders: REMINDER_CHANGES,
  moneyAccounts: MONEY_ACCOUNT_CHANGES,
  transfers: TRANSACTION_CHANGES,
  rules: RULE_CHANGES,
  categories: CATEGORY_CHANGES,
};
