// The outbox's contents as this tab shows them. In the main entry, beside the session, so the navbar
// can warn of unsent writes at sign-out without loading the query layer that keeps them.
import { atom } from 'jotai';
import type { FailureMessage } from '../api/errors';
import type { CategoryInput, CategoryUpdate } from '../contract/categories';
import type { ContributionInput } from '../contract/goalValidators';
import type { MoneyAccountInput } from '../contract/moneyAccountValidators';
import type { Reminder, ReminderInput } from '../contract/reminders';
import type { Transaction } from '../contract/transactions';
import type { RecurringInput, TransactionInput } from '../contract/transactionValidators';
import type { TransferInput } from '../contract/transferValidators';
import type { RuleInput } from '../contract/ruleValidators';

/** A write the outbox can hold: what the screens let a person do offline. */
export type OutboxWrite =
  | { domain: 'transactions'; action: 'create'; body: TransactionInput; recurring?: RecurringInput }
  | {
      domain: 'transactions';
      action: 'update';
      id: string;
      body: TransactionInput;
      recurring?: RecurringInput;
      /** The updatedAt of the transaction the edit was made from; absent in writes kept by older releases. */
      version?: string;
    }
  | { domain: 'transactions'; action: 'delete'; id: string; title: string }
  | { domain: 'goals'; action: 'contribute'; id: string; body: ContributionInput; title: string }
  | { domain: 'reminders'; action: 'create'; body: ReminderInput }
  | {
      domain: 'reminders';
      action: 'update';
      id: string;
      body: ReminderInput;
      /** The updatedAt of the reminder the edit was made from; absent in writes kept by older releases. */
      version?: string;
    }
  | { domain: 'reminders'; action: 'delete'; id: string; title: string }
  | { domain: 'moneyAccounts'; action: 'create'; body: MoneyAccountInput }
  | { domain: 'moneyAccounts'; action: 'update'; id: string; body: MoneyAccountInput }
  | { domain: 'moneyAccounts'; action: 'close' | 'reopen'; id: string; title: string }
  | { domain: 'rules'; action: 'create'; body: RuleInput }
  | { domain: 'rules'; action: 'update'; id: string; body: RuleInput }
  | { domain: 'rules'; action: 'delete'; id: string; title: string }
  | { domain: 'categories'; action: 'create'; body: CategoryInput }
  | { domain: 'categories'; action: 'update'; id: string; body: CategoryUpdate }
  | { domain: 'transfers'; action: 'create'; body: TransferInput }
  | { domain: 'transfers'; action: 'update'; id: string; body: TransferInput }
  | {
      domain: 'transfers';
      action: 'delete';
      id: string;
      title: string;
      /** The accounts it moved money between, which the pending list names. */
      fromAccountId: string;
      toAccountId: string;
    };

export type OutboxDomain = OutboxWrite['domain'];

export interface OutboxEntry {
  /** Sent as the Idempotency-Key of every attempt: the server does the work once. */
  key: string;
  write: OutboxWrite;
  /** When the person made the change (ms since the epoch). */
  queuedAt: number;
  /** Why the server refused it; a refused write waits for the person to edit or discard it. */
  refusal?: FailureMessage;
  /**
   * An edit refused because the record changed elsewhere since it was made: the record as it is now. The person
   * keeps it (the write is discarded) or keeps theirs (sent again, made from this version).
   */
  theirs?: Transaction | Reminder;
}

/** The signed-in user's outbox, as this tab last read it. */
export const outboxAtom = atom<OutboxEntry[]>([]);
