// Reading and writing one person's money accounts. Every query is scoped by user_id: another person's account
// reads as unknown.
import { and, asc, eq, gt, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ACCOUNTS_MAX_PER_USER,
  DEFAULT_ACCOUNT_NAME,
  MESSAGES,
  type MoneyAccount,
  type MoneyAccountInput,
  type MoneyAccountList,
  type ReconcileInput,
  type Reconciliation,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { addMinor, exactMinor, fromMinorUnits, signedMinorUnits } from '../db/money';
import { badRequest, conflict, invalidField } from '../http/errors';
import { onceForKey } from '../http/idempotency';
import { nextVersion } from '../http/versions';
import { lockPerson } from '../users/users';
import { transactions } from '../transactions/schema';
import { accounts, accountTotals, type AccountRow } from './schema';

type CheckedInput = Required<MoneyAccountInput>;
type CheckedStatement = Required<ReconcileInput>;

function toMoneyAccount(row: AccountRow, cleared: number, uncleared: number, count: number): MoneyAccount {
  const clearedBalance = addMinor(row.openingBalanceMinor, cleared);
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    openingBalance: fromMinorUnits(row.openingBalanceMinor),
    openingDate: row.openingDate,
    closed: row.closedAt !== null,
    closedAt: row.closedAt?.toISOString() ?? null,
    reconciledDate: row.reconciledDate,
    reconciledBalance:
      row.reconciledBalanceMinor === null ? null : fromMinorUnits(row.reconciledBalanceMinor),
    balance: fromMinorUnits(addMinor(clearedBalance, uncleared)),
    clearedBalance: fromMinorUnits(clearedBalance),
    unclearedBalance: fromMinorUnits(uncleared),
    transactionCount: count,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An account's balances, summed from the totals the triggers keep (two rows an account). */
const balanceColumns = {
  cleared: sql<string>`coalesce(sum(${accountTotals.amountMinor}) filter (where ${accountTotals.cleared}), 0)`,
  uncleared: sql<string>`coalesce(sum(${accountTotals.amountMinor}) filter (where not ${accountTotals.cleared}), 0)`,
  count: sql<number>`coalesce(sum(${accountTotals.rowCount}), 0)::int`,
};

/** The person's accounts that `which` picks, with their balances, in one statement; open ones first. */
async function readAccounts(db: Db, userId: string, which?: SQL): Promise<MoneyAccount[]> {
  const rows = await db
    .select({ row: accounts, ...balanceColumns })
    .from(accounts)
    .leftJoin(accountTotals, eq(accountTotals.accountId, accounts.id))
    .where(and(eq(accounts.userId, userId), which))
    .groupBy(accounts.id)
    .orderBy(sql`${accounts.closedAt} is not null`, asc(accounts.createdAt), asc(accounts.id));
  return rows.map(({ row, cleared, uncleared, count }) =>
    toMoneyAccount(row, exactMinor(cleared), exactMinor(uncleared), count),
  );
}

export async function listMoneyAccounts(db: Db, userId: string): Promise<MoneyAccountList> {
  const list = await readAccounts(db, userId);
  const netWorth = list.reduce((sum, account) => addMinor(sum, signedMinorUnits(account.balance)), 0);
  return { accounts: list, netWorth: fromMinorUnits(netWorth) };
}

export async function findMoneyAccount(
  db: Db,
  userId: string,
  id: string,
): Promise<MoneyAccount | undefined> {
  return (await readAccounts(db, userId, eq(accounts.id, id)))[0];
}

/** A name another of the person's accounts has is a field error, as the form shows it. */
async function namedOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('name', MESSAGES.accountNameTaken);
    throw error;
  }
}

const columnsOf = (input: CheckedInput) => ({
  name: input.name,
  kind: input.kind,
  openingBalanceMinor: signedMinorUnits(input.openingBalance),
  openingDate: input.openingDate,
});

export interface CreatedMoneyAccount {
  account: MoneyAccount;
  /** True when the answer is an earlier request's, replayed for its Idempotency-Key (../http/idempotency.ts). */
  replayed: boolean;
}

/** Creates an account, once per Idempotency-Key (../http/idempotency.ts). */
export async function createMoneyAccount(
  db: Db,
  userId: string,
  input: CheckedInput,
  idempotencyKey?: string,
): Promise<CreatedMoneyAccount> {
  const { answer, replayed } = await namedOnce(() =>
    onceForKey(
      db,
      {
        userId,
        key: idempotencyKey,
        write: 'moneyAccounts.create',
        asked: [input.name, input.kind, input.openingBalance, input.openingDate],
      },
      async (tx) => {
        // The person's row is locked first, so that two creates at once cannot both take the last place.
        await lockPerson(tx, userId);
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(accounts)
          .where(eq(accounts.userId, userId));
        if (count >= ACCOUNTS_MAX_PER_USER) throw conflict(MESSAGES.accountLimitReached);
        const [created] = await tx
          .insert(accounts)
          .values({ userId, ...columnsOf(input) })
          .returning();
        if (!created) throw new Error('account insert returned no row');
        return toMoneyAccount(created, 0, 0, 0);
      },
    ),
  );
  return { account: answer, replayed };
}

/** The first account every person has, made with their row (sign-up, a restore of an older backup). */
export async function createDefaultAccount(tx: Db, userId: string, openingDate: string): Promise<string> {
  const [row] = await tx
    .insert(accounts)
    .values({ userId, name: DEFAULT_ACCOUNT_NAME, kind: 'Current', openingDate })
    .returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned no row');
  return row.id;
}

export async function updateMoneyAccount(
  db: Db,
  userId: string,
  id: string,
  input: CheckedInput,
): Promise<MoneyAccount | undefined> {
  const [row] = await namedOnce(() =>
    db
      .update(accounts)
      .set({ ...columnsOf(input), updatedAt: nextVersion(accounts.updatedAt) })
      .where(and(eq(accounts.id, id), eq(accounts.userId, userId)))
      .returning({ id: accounts.id }),
  );
  return row ? findMoneyAccount(db, userId, row.id) : undefined;
}

/** Closes or reopens the account; the last open account stays open. Undefined when there is no such account. */
export async function setAccountClosed(
  db: Db,
  userId: string,
  id: string,
  closed: boolean,
): Promise<MoneyAccount | undefined> {
  const row = await db.transaction(async (tx) => {
    const open = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), isNull(accounts.closedAt)))
      .for('update');
    if (closed && open.length === 1 && open[0]?.id === id) throw conflict(MESSAGES.lastOpenAccount);
    const [changed] = await tx
      .update(accounts)
      .set({
        closedAt: closed ? sql`coalesce(${accounts.closedAt}, now())` : null,
        updatedAt: nextVersion(accounts.updatedAt),
      })
      .where(and(eq(accounts.id, id), eq(accounts.userId, userId)))
      .returning({ id: accounts.id });
    return changed;
  });
  return row ? findMoneyAccount(db, userId, row.id) : undefined;
}

/**
 * The account a transaction is written to: the one asked for, which must be the person's and open (else a 422
 * on `field`), or else the first open one.
 */
export async function accountForWrite(
  tx: Db,
  userId: string,
  asked: string | undefined,
  field = 'accountId',
): Promise<string> {
  if (asked === undefined) {
    const [first] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), isNull(accounts.closedAt)))
      .orderBy(asc(accounts.createdAt), asc(accounts.id))
      .limit(1);
    if (!first) throw badRequest(MESSAGES.accountIsClosed);
    return first.id;
  }
  const [row] = await tx
    .select({ id: accounts.id, closedAt: accounts.closedAt })
    .from(accounts)
    .where(and(eq(accounts.id, asked), eq(accounts.userId, userId)));
  if (!row) throw invalidField(field, MESSAGES.accountNotFound);
  if (row.closedAt) throw invalidField(field, MESSAGES.accountIsClosed);
  return row.id;
}

/** The account's transactions dated up to `date`. */
const datedUpTo = (accountId: string | typeof accounts.id, date: string) =>
  and(eq(transactions.accountId, accountId), lte(transactions.date, date));

/** The sum of `value` over the rows whose `cleared` is `wanted`; null when there are none. */
const sumWhere = (value: SQLWrapper, cleared: SQLWrapper, wanted: boolean) =>
  sql<string>`sum(${value}) filter (where ${cleared} = ${wanted})`;

interface ClearedAsOf {
  /** The opening balance and the cleared transactions dated up to the day, in minor units. */
  balanceMinor: number;
  clearedCount: number;
  unclearedCount: number;
}

/**
 * What a statement of `date` should show: the account's totals, which the triggers keep over all of its
 * transactions (two rows), less its transactions dated after the day (transactions_account_date_idx). A
 * statement is recent, so the read costs the rows since it, not the account's history; one statement, so the
 * totals and the rows are of one snapshot. Undefined when the person has no such account.
 */
async function clearedAsOf(
  db: Db,
  userId: string,
  id: string,
  date: string,
): Promise<ClearedAsOf | undefined> {
  // Each is an aggregate without GROUP BY: one row, of nulls when there is nothing to sum. Their columns are
  // named apart, since the outer query names them without their subquery's.
  const totals = db
    .select({
      clearedMinor: sumWhere(accountTotals.amountMinor, accountTotals.cleared, true).as('sum_cleared'),
      clearedCount: sumWhere(accountTotals.rowCount, accountTotals.cleared, true).as('rows_cleared'),
      unclearedCount: sumWhere(accountTotals.rowCount, accountTotals.cleared, false).as('rows_uncleared'),
    })
    .from(accountTotals)
    .where(eq(accountTotals.accountId, accounts.id))
    .as('totals');
  const later = db
    .select({
      clearedMinor: sumWhere(transactions.amountMinor, transactions.cleared, true).as('sum_cleared_later'),
      clearedCount: sumWhere(sql`1`, transactions.cleared, true).as('rows_cleared_later'),
      unclearedCount: sumWhere(sql`1`, transactions.cleared, false).as('rows_uncleared_later'),
    })
    .from(transactions)
    .where(and(eq(transactions.accountId, accounts.id), gt(transactions.date, date)))
    .as('later');
  const upToDate = (total: SQL.Aliased<string>, after: SQL.Aliased<string>) =>
    sql`coalesce(${total}, 0) - coalesce(${after}, 0)`;
  const [row] = await db
    .select({
      balance: sql<string>`${accounts.openingBalanceMinor} + ${upToDate(totals.clearedMinor, later.clearedMinor)}`,
      clearedCount: sql<number>`(${upToDate(totals.clearedCount, later.clearedCount)})::int`,
      unclearedCount: sql<number>`(${upToDate(totals.unclearedCount, later.unclearedCount)})::int`,
    })
    .from(accounts)
    .crossJoinLateral(totals)
    .crossJoinLateral(later)
    .where(and(eq(accounts.id, id), eq(accounts.userId, userId)));
  if (!row) return undefined;
  return {
    balanceMinor: exactMinor(row.balance),
    clearedCount: row.clearedCount,
    unclearedCount: row.unclearedCount,
  };
}

/** The cleared balance on `date` that a reconciliation to it must match; undefined when there is no such account. */
export async function readReconciliation(
  db: Db,
  userId: string,
  id: string,
  date: string,
): Promise<Reconciliation | undefined> {
  const found = await clearedAsOf(db, userId, id, date);
  if (!found) return undefined;
  const { balanceMinor, clearedCount, unclearedCount } = found;
  return { date, clearedBalance: fromMinorUnits(balanceMinor), clearedCount, unclearedCount };
}

/**
 * Reconciles the account to a statement: when its opening balance and the transactions cleared up to the
 * statement's date add up to the statement's balance, they are reconciled (locked) and the account keeps the
 * statement's date and balance; otherwise a 422 on `statementBalance`, and nothing changes. Undefined when
 * there is no such account.
 */
export async function reconcileAccount(
  db: Db,
  userId: string,
  id: string,
  statement: CheckedStatement,
): Promise<MoneyAccount | undefined> {
  const reconciled = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.userId, userId)))
      .for('update');
    if (!account) return false;
    const cleared = await clearedAsOf(tx, userId, account.id, statement.statementDate);
    const statementMinor = signedMinorUnits(statement.statementBalance);
    if (cleared?.balanceMinor !== statementMinor) {
      throw invalidField('statementBalance', MESSAGES.reconcileMismatch);
    }
    await tx
      .update(transactions)
      .set({ reconciled: true })
      .where(
        and(
          datedUpTo(account.id, statement.statementDate),
          eq(transactions.cleared, true),
          eq(transactions.reconciled, false),
        ),
      );
    await tx
      .update(accounts)
      .set({
        reconciledDate: statement.statementDate,
        reconciledBalanceMinor: statementMinor,
        updatedAt: nextVersion(accounts.updatedAt),
      })
      .where(eq(accounts.id, account.id));
    return true;
  });
  return reconciled ? findMoneyAccount(db, userId, id) : undefined;
}
