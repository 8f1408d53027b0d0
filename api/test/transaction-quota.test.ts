// The most transactions one person keeps (TRANSACTIONS_MAX_PER_USER), whichever way they come: a create, an
// import, a recurring rule catching up from 1900, a restore. An account is brought near the limit through its
// month totals, which the limit reads, rather than by writing 200,000 rows.
import { and, count, eq, sql } from 'drizzle-orm';
import { MESSAGES, TRANSACTIONS_MAX_PER_USER, type RecurringResult } from '@moneta/shared/contract';
import { recurringRules, transactionMonthTotals, transactions } from '../src/db/schema';
import { AppError } from '../src/http/errors';
import { checkBackup } from '../src/users/restore';
import { upload } from './csv-files';
import { registerUser, useTestApp, type SignedIn } from './helpers';
import { callerFor, create, dataOf, expense, type Caller } from './transaction-fixtures';

const file = useTestApp();
const db = () => file.testDb.database.db;

/** A user who may add `room` more transactions. */
async function userWithRoom(room: number): Promise<{ user: SignedIn; call: Caller }> {
  const user = await registerUser(file.app);
  await db()
    .insert(transactionMonthTotals)
    .values({
      userId: user.userId,
      month: '1950-01-01',
      type: 'Expense',
      category: 'Other Expense',
      rowCount: TRANSACTIONS_MAX_PER_USER - room,
      amountMinor: '0',
    });
  return { user, call: callerFor(file.app, user.accessToken) };
}

/** The transactions the user has stored. */
async function stored(user: SignedIn): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.userId, user.userId));
  return row?.n ?? 0;
}

const refusal = { success: false, message: MESSAGES.transactionLimitReached };

it('takes creates up to the limit and refuses the next one, clearly', async () => {
  const { user, call } = await userWithRoom(2);
  await create(call, expense());
  await create(call, expense({ description: 'Second' }));
  const response = await call('POST', '/', expense({ description: 'One too many' }));
  expect([response.statusCode, response.json()]).toEqual([409, refusal]);
  expect(await stored(user)).toBe(2);
});

it('refuses an import that would pass the limit, importing nothing', async () => {
  const { user } = await userWithRoom(2);
  const csv = 'Date,Title,Amount\n2024-01-01,A,-1\n2024-01-02,B,-2\n2024-01-03,C,-3\n';
  const response = await upload(file.app, '/import', user.accessToken, { csv });
  expect([response.statusCode, response.json()]).toEqual([409, refusal]);
  expect(await stored(user)).toBe(0);
  const fits = await upload(file.app, '/import', user.accessToken, {
    csv: 'Date,Title,Amount\n2024-01-01,A,-1\n',
  });
  expect(fits.statusCode).toBe(201);
});

it('lets a daily rule dated 1900 catch up only as far as the limit, and go on once there is room', async () => {
  const { user, call } = await userWithRoom(5);
  const template = await create(call, expense({ date: '1900-01-01' }));
  const response = await call('POST', `/${template._id}/recurring`, { frequency: 'daily' });
  expect(response.statusCode).toBe(201);
  const result = dataOf<RecurringResult>(response);
  // The template took one place; four occurrences filled the rest.
  expect(result.createdCount).toBe(4);
  expect(await stored(user)).toBe(5);
  // The rule stays due from the first occurrence it could not make.
  const [rule] = await db().select().from(recurringRules).where(eq(recurringRules.id, result.recurring.id));
  expect(rule?.nextDate).toBe('1900-01-06');

  // Room again: the background run goes on where the rule stopped.
  await db()
    .update(transactionMonthTotals)
    .set({ rowCount: sql`${transactionMonthTotals.rowCount} - 3` })
    .where(
      and(eq(transactionMonthTotals.userId, user.userId), eq(transactionMonthTotals.month, '1950-01-01')),
    );
  expect(await file.app.recurring.run()).toBe(3);
  const [after] = await db().select().from(recurringRules).where(eq(recurringRules.id, result.recurring.id));
  expect(after?.nextDate).toBe('1900-01-09');
});

it('refuses a backup of more transactions than a person may keep before checking a record', async () => {
  const started = performance.now();
  const refused: unknown = await checkBackup({
    format: 'moneta-backup',
    transactions: new Array(TRANSACTIONS_MAX_PER_USER + 1).fill({}),
  }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({
    statusCode: 422,
    errors: [{ field: 'transactions', message: MESSAGES.transactionLimitReached }],
  });
  // Checking 200,001 records would take seconds; counting them takes nothing.
  expect(performance.now() - started).toBeLessThan(500);
});
