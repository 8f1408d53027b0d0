// POST /api/settings/restore: a backup from GET /api/settings/export replaces the account's records,
// whole or not at all.
import type { LightMyRequestResponse } from 'fastify';
import {
  BACKUP_MAX_BYTES,
  IMPORT_MAX_ROWS,
  backupCounts,
  MESSAGES,
  TRANSACTIONS_MAX_PER_USER,
  type Goal,
  type MoneyAccount,
  type MoneyAccountList,
  type Transaction,
} from '@moneta/shared/contract';
import { checkBackup } from '../src/users/restore';
import { upload } from './csv-files';
import { addFunds, createGoal, daysFromNow, goalCallerFor } from './goal-fixtures';
import {
  bearer,
  createTestApp,
  exportedData,
  reauthenticate,
  registerUser,
  useTestApp,
  userCallerFor,
  type SignedIn,
} from './helpers';
import { addReminder, reminderCallerFor } from './reminder-fixtures';
import { daysAgo, expense, income } from './transaction-fixtures';

const file = useTestApp();

type Row = Record<string, unknown> & { id: string };
type Backup = Record<string, unknown> & {
  /** Missing from a backup written before accounts existed. */
  accounts?: Row[];
  transactions: Row[];
  recurringRules: Row[];
  transfers?: Row[];
  imports: Row[];
  goals: Row[];
  goalContributions: Row[];
  budgets: Row[];
  reminders: Row[];
};

const exportOf = (user: SignedIn) => exportedData<Backup>(file.app, user.accessToken);

/** A restore as the screen makes it: the password confirmed (a fresh proof), then the file sent. */
async function restore(user: SignedIn, payload: unknown): Promise<LightMyRequestResponse> {
  expect((await reauthenticate(file.app, user.accessToken)).statusCode).toBe(200);
  return file.app.inject({
    method: 'POST',
    url: '/api/settings/restore',
    headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const key = (value: unknown) => JSON.stringify(value);
const sorted = <T>(list: T[]) => [...list].sort((a, b) => (key(a) < key(b) ? -1 : 1));
function withoutId({ id: _id, ...rest }: Row): Record<string, unknown> {
  return rest;
}

/**
 * The records of an export with their ids left out and each reference replaced by what it refers to, in a
 * fixed order: two accounts holding the same data read the same, whatever their ids.
 */
function canonical(data: Backup) {
  const accounts = new Map(
    (data.accounts ?? []).map((row): [string, string] => [row.id, key(withoutId(row))]),
  );
  const imports = new Map(data.imports.map((row) => [row.id, key(withoutId(row))]));
  const rules = new Map(
    data.recurringRules.map((rule) => [rule.id, key({ ...withoutId(rule), transactionId: 0 })]),
  );
  const templates = new Map(
    data.transactions.map((row) => [
      row.id,
      key({ ...withoutId(row), accountId: 0, importId: 0, recurringRuleId: 0 }),
    ]),
  );
  const goals = new Map(data.goals.map((goal) => [goal.id, key(withoutId(goal))]));
  const reference = (map: Map<string, string>, id: unknown) => (id === null ? null : map.get(id as string));
  return {
    preferences: data.preferences,
    reminderPreferences: data.reminderPreferences,
    budgets: data.budgets,
    accounts: sorted((data.accounts ?? []).map(withoutId)),
    transactions: sorted(
      data.transactions.map((row) => ({
        ...withoutId(row),
        accountId: reference(accounts, row.accountId),
        importId: reference(imports, row.importId),
        recurringRuleId: reference(rules, row.recurringRuleId),
      })),
    ),
    recurringRules: sorted(
      data.recurringRules.map((rule) => ({
        ...withoutId(rule),
        transactionId: templates.get(rule.transactionId as string),
      })),
    ),
    transfers: sorted(
      (data.transfers ?? []).map((row) => ({
        ...withoutId(row),
        fromAccountId: reference(accounts, row.fromAccountId),
        toAccountId: reference(accounts, row.toAccountId),
      })),
    ),
    imports: sorted(data.imports.map(withoutId)),
    goals: sorted(data.goals.map(withoutId)),
    goalContributions: sorted(
      data.goalContributions.map((row) => ({ ...withoutId(row), goalId: reference(goals, row.goalId) })),
    ),
    reminders: sorted(data.reminders.map(withoutId)),
  };
}

function expectCreated(response: LightMyRequestResponse, what: string): void {
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
}

/** An account with every kind of record: rules and their occurrences, contributions, budgets, reminders. */
async function fillAccount(user: SignedIn, label: string): Promise<void> {
  const accounts = userCallerFor(file.app, '/api/accounts', user);
  const card = await accounts('POST', '/', {
    name: `${label} card`,
    kind: 'Credit card',
    openingBalance: -120.5,
    openingDate: '2024-01-01',
  });
  expectCreated(card, 'account');
  const cardId = card.json<{ data: MoneyAccount }>().data._id;
  const closed = await accounts('POST', '/', {
    name: `${label} old cash`,
    kind: 'Cash',
    openingDate: '2023-05-01',
  });
  expectCreated(closed, 'account');
  expectCreated(await accounts('POST', `/${closed.json<{ data: MoneyAccount }>().data._id}/close`), 'close');
  const transactions = userCallerFor(file.app, '/api/transaction', user);
  const created: Transaction[] = [];
  for (const input of [
    expense({
      description: `${label} card lunch`,
      amount: 9.9,
      date: daysAgo(5),
      accountId: cardId,
      cleared: true,
    }),
    income({ description: `${label} salary`, date: daysAgo(40) }),
    expense({
      description: `${label} café`,
      amount: 12.34,
      notes: 'Crème brûlée 🍮 — 東京',
      date: daysAgo(3),
    }),
    expense({ description: `${label} rent`, amount: 950, category: 'Rent', date: daysAgo(70) }),
  ]) {
    const response = await transactions('POST', '/', input);
    expectCreated(response, 'create transaction');
    created.push(response.json<{ data: Transaction }>().data);
  }
  // Monthly from 70 days ago: the rule has created its past occurrences already.
  const rent = created.find((transaction) => transaction.description === `${label} rent`);
  expectCreated(
    await transactions('POST', `/${rent?._id}/recurring`, { frequency: 'monthly', endDate: null }),
    'recurring',
  );
  // The card reconciled to a statement: its lunch is locked, and the card keeps the statement.
  expectCreated(
    await accounts('POST', `/${cardId}/reconcile`, { statementDate: daysAgo(1), statementBalance: -130.4 }),
    'reconcile',
  );
  const list = await accounts('GET', '/');
  const main = list.json<{ data: MoneyAccountList }>().data.accounts.find(({ name }) => name === 'Main');
  const transfers = userCallerFor(file.app, '/api/transfers', user);
  expectCreated(
    await transfers('POST', '/', {
      fromAccountId: main?._id,
      toAccountId: cardId,
      amount: 75.25,
      date: daysAgo(2),
      description: `${label} card payment`,
      notes: 'September',
    }),
    'transfer',
  );

  const imported = await upload(file.app, '/import', user.accessToken, {
    csv: 'Date,Title,Amount\r\n2024-01-05,Imported tea,-3.50\r\n2024-01-06,Imported refund,20\r\n',
    fileName: 'bank.csv',
    mapping: { date: 'Date', description: 'Title', amount: 'Amount' },
  });
  expectCreated(imported, 'import');

  const goals = goalCallerFor(file.app, user);
  const car: Goal = await createGoal(goals, {
    name: `${label} car`,
    targetAmount: 5000,
    targetDate: daysFromNow(300),
  });
  const trip: Goal = await createGoal(goals, {
    name: `${label} trip`,
    targetAmount: 100,
    category: 'Travel',
  });
  await addFunds(goals, car._id, 250.5, { note: 'first — ½' });
  await addFunds(goals, car._id, 100);
  await addFunds(goals, trip._id, 100);

  const budgets = userCallerFor(file.app, '/api/budgets', user);
  expectCreated(
    await budgets('PUT', '', {
      budgets: [
        { category: 'Food', amount: 400, rollover: true },
        { category: 'Rent', amount: 1000, rollover: false },
      ],
    }),
    'budgets',
  );

  const reminders = reminderCallerFor(file.app, user);
  await addReminder(
    reminders,
    { title: `${label} bill ✓`, description: 'Ünïcödé', repeat: 'monthly' },
    { timezone: 'Asia/Kolkata' },
  );
  await addReminder(reminders, { title: `${label} once` });
  expectCreated(await reminders('PUT', '/preferences', { emails: false }), 'reminder preferences');

  const settings = userCallerFor(file.app, '/api/settings', user);
  const preferences = await file.app.inject({
    method: 'PATCH',
    url: '/api/settings/preferences',
    headers: bearer(settings.accessToken),
    payload: { currency: 'EUR', language: 'fr', theme: 'dark' },
  });
  expect(preferences.statusCode).toBe(200);
}

describe('restore', () => {
  it('reproduces every record of the export in a fresh account', async () => {
    const source = await registerUser(file.app);
    await fillAccount(source, 'Source');
    const backup = await exportOf(source);
    expect(backup.transactions.length).toBeGreaterThan(3);
    expect(backup.recurringRules).toHaveLength(1);
    expect(backup.imports).toHaveLength(1);
    expect(backup.goalContributions).toHaveLength(3);
    expect(backup.transfers).toHaveLength(1);

    const fresh = await registerUser(file.app, { username: 'Fresh Start' });
    const response = await restore(fresh, backup);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: MESSAGES.dataRestored,
      data: {
        preferences: { currency: 'EUR', language: 'fr', theme: 'dark' },
        counts: {
          transactions: backup.transactions.length,
          recurringRules: 1,
          goals: 2,
          goalContributions: 3,
          budgets: 2,
          reminders: 2,
        },
      },
    });

    const restored = await exportOf(fresh);
    expect(canonical(restored)).toEqual(canonical(backup));
    // New ids throughout: the source account still holds the old ones.
    const ids = (data: Backup) =>
      [data.transactions, data.recurringRules, data.goals, data.goalContributions, data.reminders].flatMap(
        (rows) => rows.map((row) => row.id),
      );
    expect(ids(restored).filter((id) => ids(backup).includes(id))).toEqual([]);
    // The profile is the fresh account's own.
    expect(restored.profile).toMatchObject({ _id: fresh.userId, username: 'Fresh Start' });
    // The source is as it was.
    expect(canonical(await exportOf(source))).toEqual(canonical(backup));
  });

  it('replaces what the account held, and the figures follow', async () => {
    const source = await registerUser(file.app);
    await fillAccount(source, 'Backup');
    const backup = await exportOf(source);

    const target = await registerUser(file.app);
    await fillAccount(target, 'Before');
    const bonus = await userCallerFor(file.app, '/api/transaction', target)(
      'POST',
      '/',
      income({ description: 'Before bonus', amount: 777, category: 'Bonus', date: daysAgo(5) }),
    );
    expectCreated(bonus, 'bonus');
    // An answer the API keeps per user until their transactions change (analytics/keptAnswers.ts).
    const incomeSources = (user: SignedIn) =>
      file.app.inject({
        method: 'GET',
        url: '/api/analytics/income/sources',
        headers: { ...bearer(user.accessToken), timezone: 'UTC' },
      });
    const before = (await incomeSources(target)).body;
    expect(before).toContain('Bonus');

    expect((await restore(target, backup)).statusCode).toBe(200);
    const after = await exportOf(target);
    expect(canonical(after)).toEqual(canonical(backup));
    expect(JSON.stringify(after)).not.toContain('Before');
    expect((await incomeSources(target)).json()).toEqual((await incomeSources(source)).json());
  });

  it('reads an export made before backups carried their format, with the idempotency keys it held', async () => {
    const source = await registerUser(file.app);
    await fillAccount(source, 'Legacy');
    const backup = await exportOf(source);
    const { format: _format, version: _version, ...unmarked } = backup;
    const legacy = {
      ...unmarked,
      transactions: unmarked.transactions.map((row) => ({ ...row, idempotencyKey: null })),
    };
    expect(backupCounts(legacy)).toMatchObject({ transactions: backup.transactions.length, goals: 2 });

    const fresh = await registerUser(file.app);
    expect((await restore(fresh, legacy as Backup)).statusCode).toBe(200);
    expect(canonical(await exportOf(fresh))).toEqual(canonical(backup));
  });

  it('puts every transaction of a backup written before accounts existed into one "Main"', async () => {
    const source = await registerUser(file.app);
    await fillAccount(source, 'Early');
    // Transfers came after accounts: such a backup has neither.
    const { accounts: _accounts, transfers: _transfers, ...backup } = await exportOf(source);
    const early = {
      ...backup,
      transactions: backup.transactions.map(
        ({ accountId: _account, cleared: _cleared, reconciled: _reconciled, ...row }) => row,
      ),
    };
    const fresh = await registerUser(file.app);
    expect((await restore(fresh, early as Backup)).statusCode).toBe(200);

    const restored = await exportOf(fresh);
    const firstDate = early.transactions.map((row) => row.date).sort()[0];
    expect(restored.accounts).toEqual([
      expect.objectContaining({
        name: 'Main',
        kind: 'Current',
        openingBalance: 0,
        openingDate: firstDate,
        closedAt: null,
      }),
    ]);
    const mainId = restored.accounts?.[0]?.id;
    expect(restored.transactions.every((row) => row.accountId === mainId && row.cleared === false)).toBe(
      true,
    );
    expect(restored.transactions).toHaveLength(early.transactions.length);
    const list = userCallerFor(file.app, '/api/accounts', fresh);
    const balances = (await list('GET', '/')).json<{ data: MoneyAccountList }>().data;
    const sum =
      early.transactions.reduce((total, row) => total + Math.round(Number(row.amount) * 100), 0) / 100;
    expect(balances.netWorth).toBeCloseTo(sum, 2);
    expect(balances.accounts[0]).toMatchObject({
      balance: balances.netWorth,
      transactionCount: early.transactions.length,
    });
  });

  describe('refuses a file that is not a whole, valid backup, and changes nothing', () => {
    let user: SignedIn;
    let other: SignedIn;
    let backup: Backup;
    let held: ReturnType<typeof canonical>;
    let otherHeld: ReturnType<typeof canonical>;

    beforeAll(async () => {
      user = await registerUser(file.app);
      await fillAccount(user, 'Kept');
      backup = await exportOf(user);
      held = canonical(backup);
      other = await registerUser(file.app);
      await fillAccount(other, 'Other');
      otherHeld = canonical(await exportOf(other));
    });

    afterEach(async () => {
      expect(canonical(await exportOf(user))).toEqual(held);
      expect(canonical(await exportOf(other))).toEqual(otherHeld);
    });

    const withTransactions = (transactions: Row[]) => ({ ...backup, transactions });
    const manyWithOneBad = () => {
      const template = backup.transactions.find(
        (row) => row.recurringRuleId === null && row.importId === null,
      )!;
      const extra: Row[] = Array.from({ length: 40 }, (_, index) => ({
        ...template,
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        description: `Extra ${index}`,
      }));
      extra[17] = { ...extra[17]!, category: 'Groceries' };
      return withTransactions([...backup.transactions, ...extra]);
    };

    it.each([
      ['a JSON array', '[1, 2, 3]', MESSAGES.backupNotMoneta],
      ['a JSON string', '"backup"', MESSAGES.backupNotMoneta],
      ['another JSON object', '{"hello": "world"}', MESSAGES.backupNotMoneta],
    ])('%s', async (_name, body, message) => {
      const response = await restore(user, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message });
    });

    it('another version', async () => {
      const response = await restore(user, { ...backup, version: 2 });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.backupVersionUnknown });
    });

    it('a section of the wrong shape', async () => {
      const response = await restore(user, { ...backup, goals: { car: 1 } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.backupInvalid,
        errors: [{ field: 'goals', message: MESSAGES.backupValueInvalid }],
      });
    });

    it('one bad transaction among many, named by its place', async () => {
      const response = await restore(user, manyWithOneBad());
      expect(response.statusCode).toBe(422);
      const index = backup.transactions.length + 17;
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.backupInvalid,
        errors: [{ field: `transactions.${index}.category`, message: MESSAGES.categoryType }],
      });
    });

    it('a contribution to a goal the file does not hold', async () => {
      const contributions = [
        { ...backup.goalContributions[0]!, goalId: '00000000-0000-4000-8000-000000000001' },
      ];
      const response = await restore(user, { ...backup, goalContributions: contributions });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { field: 'goalContributions.0.goalId', message: MESSAGES.backupReferenceMissing },
      ]);
    });

    it('a rule whose template is not in the file', async () => {
      const transactions = backup.transactions.filter(
        (row) => row.id !== backup.recurringRules[0]!.transactionId,
      );
      const response = await restore(user, withTransactions(transactions));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual({
        field: 'recurringRules.0.transactionId',
        message: MESSAGES.backupReferenceMissing,
      });
    });

    it('an amount of 1e309', async () => {
      const body = JSON.stringify(backup).replace(/"amount":[-\d.]+/, '"amount":1e309');
      const response = await restore(user, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { field: 'transactions.0.amount', message: MESSAGES.requiredFields },
      ]);
    });

    it("an amount of '12abc'", async () => {
      const transactions = [{ ...backup.transactions[0]!, amount: '12abc' }, ...backup.transactions.slice(1)];
      const response = await restore(user, withTransactions(transactions));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { field: 'transactions.0.amount', message: MESSAGES.requiredFields },
      ]);
    });

    it('a goal saved beyond its target', async () => {
      const goals = [{ ...backup.goals[0]!, savedAmount: 1e6 }, ...backup.goals.slice(1)];
      const response = await restore(user, { ...backup, goals });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual({
        field: 'goals.0.targetAmount',
        message: MESSAGES.targetBelowSaved,
      });
    });

    it('a body over the limit, before reading it', async () => {
      // The limit holds the most transactions an account is built for, at 1,000 bytes each.
      expect(BACKUP_MAX_BYTES).toBeGreaterThanOrEqual(IMPORT_MAX_ROWS * 1000);
      expect((await reauthenticate(file.app, user.accessToken)).statusCode).toBe(200);
      const response = await file.app.inject({
        method: 'POST',
        url: '/api/settings/restore',
        headers: {
          ...bearer(user.accessToken),
          'content-type': 'application/json',
          'content-length': String(BACKUP_MAX_BYTES + 1),
        },
        payload: '{}',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.backupTooLarge });
    });

    it('a file of more records than a person may keep, at once, while the API keeps answering', async () => {
      expect((await reauthenticate(file.app, user.accessToken)).statusCode).toBe(200);
      const hostile = { ...backup, transactions: new Array(TRANSACTIONS_MAX_PER_USER * 5).fill({}) };
      const started = performance.now();
      const [response, health] = await Promise.all([
        file.app.inject({
          method: 'POST',
          url: '/api/settings/restore',
          headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
          payload: JSON.stringify(hostile),
        }),
        file.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { field: 'transactions', message: MESSAGES.transactionLimitReached },
      ]);
      expect(health.statusCode).toBe(200);
      // A million records checked one by one took tens of seconds; counted, the refusal is the parse's time, a
      // second or two, a few on a busy machine.
      expect(performance.now() - started).toBeLessThan(10_000);
    });

    it('no signed-in user', async () => {
      const response = await file.app.inject({
        method: 'POST',
        url: '/api/settings/restore',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(backup),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.authRequired });
    });
  });
});

describe('a large backup', () => {
  it('is checked a slice at a time: the event loop never waits for all of it', async () => {
    const user = await registerUser(file.app);
    const template = (await exportOf(user)) as Backup;
    const row = {
      description: 'Groceries',
      amount: 42.5,
      type: 'Expense',
      category: 'Food',
      date: '2025-03-14',
      notes: '',
      importId: null,
      recurringRuleId: null,
      occurrenceDate: null,
      createdAt: '2025-03-14T10:00:00.000Z',
      updatedAt: '2025-03-14T10:00:00.000Z',
    };
    const transactions = Array.from({ length: 50_000 }, (_, index) => ({
      ...row,
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    }));
    // Counts the event loop's turns while the check runs: other requests are served on each of them. Turns,
    // not milliseconds, so that a busy machine does not decide the outcome.
    let turns = 0;
    let counting = true;
    const tick = () => {
      if (!counting) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const checked = await checkBackup({ ...template, transactions });
    counting = false;
    expect(checked.transactions).toHaveLength(50_000);
    // Checked in one go (it held the loop for one to two seconds), the loop would turn once, at the end.
    expect(turns).toBeGreaterThanOrEqual(20);
  });
});

describe('how often a person may restore', () => {
  it(`is bounded per hour (RESTORES_PER_HOUR), counted before the file is read`, async () => {
    const { app } = await createTestApp(file.testDb.database, { RESTORES_PER_HOUR: '2' });
    try {
      const user = await registerUser(app);
      const backup = await exportedData<Backup>(app, user.accessToken);
      const answers: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await reauthenticate(app, user.accessToken)).statusCode).toBe(200);
        const response = await app.inject({
          method: 'POST',
          url: '/api/settings/restore',
          headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
          payload: JSON.stringify(backup),
        });
        answers.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({ success: false, message: MESSAGES.tooManyRequests });
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(answers).toEqual([200, 200, 429]);
      // Another person is not held back by the first one's restores.
      const other = await registerUser(app);
      expect((await reauthenticate(app, other.accessToken)).statusCode).toBe(200);
      const theirs = await app.inject({
        method: 'POST',
        url: '/api/settings/restore',
        headers: { ...bearer(other.accessToken), 'content-type': 'application/json' },
        payload: JSON.stringify(await exportedData<Backup>(app, other.accessToken)),
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
