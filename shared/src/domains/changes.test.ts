// What each domain's change makes stale, as the screens' change hooks and the outbox both apply it.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidateChanged } from '../query/changes';
import { CHANGES } from '../query/outbox/send';
import { analyticsKeys } from './analytics/keys';
import { BUDGET_CHANGES, budgetsKeys } from './budgets/keys';
import { CATEGORY_CHANGES, categoriesKeys } from './categories/keys';
import { GOAL_CHANGES, goalsKeys } from './goals/keys';
import { MONEY_ACCOUNT_CHANGES, moneyAccountsKeys } from './moneyAccounts/keys';
import { REMINDER_CHANGES, remindersKeys } from './reminders/keys';
import { RULE_CHANGES, rulesKeys } from './rules/keys';
import { RESTORE_CHANGES } from './settings/keys';
import { TRANSACTION_CHANGES, transactionsKeys } from './transactions/keys';

/** The cached queries a change drops, among one of each domain's. */
function dropped(changes: readonly QueryKey[]): string[] {
  const client = new QueryClient();
  const cached: QueryKey[] = [
    goalsKeys.list(),
    moneyAccountsKeys.list(),
    transactionsKeys.list({}, 1),
    analyticsKeys.call('dashboard'),
    budgetsKeys.month('2025-06'),
    remindersKeys.list({ from: '2025-06-01T00:00:00Z', to: '2025-07-01T00:00:00Z' }),
    remindersKeys.preferences(),
    ['settings', 'preferences'],
    rulesKeys.list(),
    categoriesKeys.list(),
  ];
  for (const key of cached) client.setQueryData(key, 'cached');
  invalidateChanged(client, changes);
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => `${String(query.queryKey[0])}:${String(query.queryKey[1])}`);
}

test("a goal change makes the goals, the transactions, the analytics, the budgets and the accounts' balances stale", () => {
  expect(dropped(GOAL_CHANGES)).toEqual([
    'goals:list',
    'moneyAccounts:list',
    'transactions:list',
    'analytics:dashboard',
    'budgets:month',
  ]);
});

test("a transaction change makes the transactions, the analytics, the budgets and the accounts' balances stale, not the goals", () => {
  expect(dropped(TRANSACTION_CHANGES)).toEqual([
    'moneyAccounts:list',
    'transactions:list',
    'analytics:dashboard',
    'budgets:month',
  ]);
});

test('a category change makes the categories and every read that names them stale: transactions, analytics, budgets, rules', () => {
  expect(dropped(CATEGORY_CHANGES)).toEqual([
    'transactions:list',
    'analytics:dashboard',
    'budgets:month',
    'rules:list',
    'categories:list',
  ]);
  // The same queries as the domains' own keys name.
  expect(CATEGORY_CHANGES.slice(1)).toEqual([
    transactionsKeys.all,
    analyticsKeys.all,
    budgetsKeys.all,
    rulesKeys.all,
  ]);
});

test('an account change makes only the accounts stale', () => {
  expect(dropped(MONEY_ACCOUNT_CHANGES)).toEqual(['moneyAccounts:list']);
});

test('a budget change makes the budgets and the analytics stale', () => {
  expect(dropped(BUDGET_CHANGES)).toEqual(['analytics:dashboard', 'budgets:month']);
});

test('a reminder change makes only the reminder lists stale', () => {
  expect(dropped(REMINDER_CHANGES)).toEqual(['reminders:list']);
});

test('a restored backup makes every record stale', () => {
  expect(dropped(RESTORE_CHANGES)).toHaveLength(10);
});

test('a write the outbox sends makes stale what the same change made on screen does', () => {
  expect(CHANGES).toEqual({
    goals: GOAL_CHANGES,
    transactions: TRANSACTION_CHANGES,
    reminders: REMINDER_CHANGES,
    moneyAccounts: MONEY_ACCOUNT_CHANGES,
    // A transfer's dialog changes transactions (useTransactionChange): its two rows are.
    transfers: TRANSACTION_CHANGES,
    rules: RULE_CHANGES,
    categories: CATEGORY_CHANGES,
  });
});
