// /api/accounts: every person starts with "Main"; accounts hold transactions, their balances follow every write,
// closed accounts keep their history, and no request reaches another person's account.
import {
  ACCOUNTS_MAX_PER_USER,
  BULK_DELETE_MAX_IDS,
  MESSAGES,
  type MoneyAccount,
  type MoneyAccountInput,
  type MoneyAccountList,
  type Transaction,
  type TransactionList,
} from '@moneta/shared/contract';
import { upload } from './csv-files';
import { exportedData, registerUser, useTestApp, userCallerFor, type UserCaller } from './helpers';
import { expense, income } from './transaction-fixtures';

const file = useTestApp();

interface Person {
  accounts: UserCaller;
  transactions: UserCaller;
  accessToken: string;
}

async function newPerson(): Promise<Person> {
  const user = await registerUser(file.app);
  return {
    accounts: userCallerFor(file.app, '/api/accounts', user),
    transactions: userCallerFor(file.app, '/api/transaction', user),
    accessToken: user.accessToken,
  };
}

const card: MoneyAccountInput = {
  name: 'Visa card',
  kind: 'Credit card',
  openingBalance: -250.75,
  openingDate: '2024-01-01',
};

async function listOf(person: Person): Promise<MoneyAccountList> {
  const response = await person.accounts('GET', '/');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: MoneyAccountList }>().data;
}

async function addAccount(person: Person, input: MoneyAccountInput = card): Promise<MoneyAccount> {
  const response = await person.accounts('POST', '/', input);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: MoneyAccount }>().data;
}

async function addTransaction(person: Person, input: Parameters<typeof expense>[0]): Promise<Transaction> {
  const response = await person.transactions('POST', '/', input);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Transaction }>().data;
}

async function accountNamed(person: Person, name: string): Promise<MoneyAccount> {
  const found = (await listOf(person)).accounts.find((account) => account.name === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
}

describe('a new person', () => {
  it('has one open account, "Main", at zero', async () => {
    const person = await newPerson();
    const list = await listOf(person);
    expect(list.netWorth).toBe(0);
    expect(list.accounts).toEqual([
      expect.objectContaining({
        name: 'Main',
        kind: 'Current',
        openingBalance: 0,
        closed: false,
        closedAt: null,
        balance: 0,
        clearedBalance: 0,
        unclearedBalance: 0,
        transactionCount: 0,
      }),
    ]);
  });

  it('writes a transaction sent without an account to "Main"', async () => {
    const person = await newPerson();
    const main = await accountNamed(person, 'Main');
    const created = await addTransaction(person, expense({ amount: 12.5 }));
    expect(created).toMatchObject({ accountId: main._id, cleared: false });
    expect(await accountNamed(person, 'Main')).toMatchObject({ balance: -12.5, transactionCount: 1 });
  });
});

describe('creating and editing', () => {
  it('creates an account with its opening balance, listed after the older ones', async () => {
    const person = await newPerson();
    const response = await person.accounts('POST', '/', card);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: MESSAGES.moneyAccountAdded,
      data: { ...card, closed: false, balance: -250.75, clearedBalance: -250.75, unclearedBalance: 0 },
    });
    const list = await listOf(person);
    expect(list.accounts.map((account) => account.name)).toEqual(['Main', 'Visa card']);
    expect(list.netWorth).toBe(-250.75);
  });

  it.each([
    [{ ...card, name: '  ' }, 'name', MESSAGES.accountNameRequired],
    [{ ...card, name: 'x'.repeat(51) }, 'name', MESSAGES.accountNameTooLong],
    [{ ...card, kind: 'Piggy bank' }, 'kind', MESSAGES.accountKindInvalid],
    [{ ...card, openingBalance: 1.234 }, 'openingBalance', MESSAGES.amountDecimals],
    [{ ...card, openingBalance: 1e12 }, 'openingBalance', MESSAGES.amountLimit],
    [{ ...card, openingDate: '' }, 'openingDate', MESSAGES.openingDateRequired],
    [{ ...card, openingDate: '2024-02-30' }, 'openingDate', MESSAGES.dateInvalid],
  ])('refuses %j with the field message', async (input, field, message) => {
    const person = await newPerson();
    const response = await person.accounts('POST', '/', input);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(expect.arrayContaining([{ field, message }]));
    expect((await listOf(person)).accounts).toHaveLength(1);
  });

  it("refuses a name the person already has, whatever its case, but not another person's", async () => {
    const person = await newPerson();
    await addAccount(person);
    const again = await person.accounts('POST', '/', { ...card, name: 'VISA CARD' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([{ field: 'name', message: MESSAGES.accountNameTaken }]);
    await addAccount(await newPerson());
  });

  it('edits the name, kind and opening balance; the balance follows', async () => {
    const person = await newPerson();
    const visa = await addAccount(person);
    await addTransaction(person, expense({ amount: 20, accountId: visa._id }));
    const response = await person.accounts('PUT', `/${visa._id}`, {
      ...card,
      name: 'Mastercard',
      openingBalance: -100,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MESSAGES.moneyAccountUpdated,
      data: { name: 'Mastercard', openingBalance: -100, balance: -120, transactionCount: 1 },
    });
  });

  it(`keeps at most ${ACCOUNTS_MAX_PER_USER} accounts`, async () => {
    const person = await newPerson();
    for (let index = 1; index < ACCOUNTS_MAX_PER_USER; index += 1) {
      await addAccount(person, { ...card, name: `Account ${index}` });
    }
    const over = await person.accounts('POST', '/', { ...card, name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(MESSAGES.accountLimitReached);
  });
});

describe('balances', () => {
  it('sum the opening balance and the transactions, cleared and not, and add up to the net worth', async () => {
    const person = await newPerson();
    const visa = await addAccount(person);
    const main = await accountNamed(person, 'Main');
    await addTransaction(person, income({ amount: 3000 }));
    await addTransaction(person, expense({ amount: 0.1, accountId: visa._id, cleared: true }));
    await addTransaction(person, expense({ amount: 0.2, accountId: visa._id, cleared: true }));
    const pending = await addTransaction(person, expense({ amount: 49.99, accountId: visa._id }));

    expect(await accountNamed(person, 'Visa card')).toMatchObject({
      clearedBalance: -251.05,
      unclearedBalance: -49.99,
      balance: -301.04,
      transactionCount: 3,
    });
    expect((await listOf(person)).netWorth).toBe(2698.96);

    // Cleared once the statement shows it; moved to Main, it leaves the card's balance.
    const edited = await person.transactions('PUT', `/${pending._id}`, {
      ...expense({ amount: 49.99 }),
      accountId: main._id,
      cleared: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(await accountNamed(person, 'Visa card')).toMatchObject({ balance: -251.05, transactionCount: 2 });
    expect(await accountNamed(person, 'Main')).toMatchObject({
      balance: 2950.01,
      clearedBalance: -49.99,
      unclearedBalance: 3000,
    });

    // An edit that names no account keeps the transaction where it is, and its mark.
    await person.transactions('PUT', `/${pending._id}`, expense({ amount: 10 }));
    expect(await accountNamed(person, 'Main')).toMatchObject({ balance: 2990, clearedBalance: -10 });

    expect((await person.transactions('DELETE', `/${pending._id}`)).statusCode).toBe(200);
    expect((await listOf(person)).netWorth).toBe(3000 - 250.75 - 0.3);
  });
});

describe('closing and reopening', () => {
  it('closes an account, keeps its history, refuses new transactions in it and lists it last', async () => {
    const person = await newPerson();
    const visa = await addAccount(person);
    const kept = await addTransaction(person, expense({ amount: 5, accountId: visa._id }));
    const closed = await person.accounts('POST', `/${visa._id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      message: MESSAGES.moneyAccountClosed,
      data: { closed: true, balance: -255.75 },
    });
    expect(closed.json().data.closedAt).toEqual(expect.any(String));

    const savings = await addAccount(person, {
      ...card,
      name: 'Savings',
      kind: 'Savings',
      openingBalance: 10,
    });
    expect((await listOf(person)).accounts.map((account) => account.name)).toEqual([
      'Main',
      'Savings',
      'Visa card',
    ]);
    expect((await listOf(person)).netWorth).toBe(-245.75);

    const refused = await person.transactions('POST', '/', expense({ accountId: visa._id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ field: 'accountId', message: MESSAGES.accountIsClosed }]);
    // Its own transactions stay editable; moving one into a closed account is refused.
    expect((await person.transactions('PUT', `/${kept._id}`, expense({ amount: 6 }))).statusCode).toBe(200);
    const moved = await addTransaction(person, expense({ accountId: savings._id }));
    const into = await person.transactions('PUT', `/${moved._id}`, expense({ accountId: visa._id }));
    expect(into.statusCode).toBe(422);

    const reopened = await person.accounts('POST', `/${visa._id}/reopen`);
    expect(reopened.json()).toMatchObject({
      message: MESSAGES.moneyAccountReopened,
      data: { closed: false, closedAt: null },
    });
    expect((await person.transactions('POST', '/', expense({ accountId: visa._id }))).statusCode).toBe(201);
  });

  it('keeps the last open account open', async () => {
    const person = await newPerson();
    const main = await accountNamed(person, 'Main');
    const response = await person.accounts('POST', `/${main._id}/close`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.lastOpenAccount);
    // With the only one closed, a transaction sent without an account goes to the one left open.
    const visa = await addAccount(person);
    expect((await person.accounts('POST', `/${main._id}/close`)).statusCode).toBe(200);
    expect(await addTransaction(person, expense())).toMatchObject({ accountId: visa._id });
  });
});

describe("another person's account", () => {
  it('is unknown to every call, and no transaction can be written to it', async () => {
    const owner = await newPerson();
    const visa = await addAccount(owner);
    const stranger = await newPerson();
    for (const [method, path, body] of [
      ['GET', `/${visa._id}`, undefined],
      ['PUT', `/${visa._id}`, card],
      ['POST', `/${visa._id}/close`, undefined],
      ['POST', `/${visa._id}/reopen`, undefined],
    ] as const) {
      const response = await stranger.accounts(method, path, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.accountNotFound);
    }
    const written = await stranger.transactions('POST', '/', expense({ accountId: visa._id }));
    expect(written.statusCode).toBe(422);
    expect(written.json().errors).toEqual([{ field: 'accountId', message: MESSAGES.accountNotFound }]);
    const own = await addTransaction(stranger, expense());
    const moved = await stranger.transactions('PUT', `/${own._id}`, expense({ accountId: visa._id }));
    expect(moved.statusCode).toBe(422);
    expect(await accountNamed(owner, 'Visa card')).toMatchObject({ transactionCount: 0, balance: -250.75 });
    // An id that names nothing is answered like an unknown one.
    expect((await stranger.accounts('GET', '/not-an-id')).statusCode).toBe(404);
  });
});

describe('the list filtered by account', () => {
  let person: Person;
  let visa: MoneyAccount;
  const ON_CARD = 230;

  beforeAll(async () => {
    person = await newPerson();
    visa = await addAccount(person);
    const rows = Array.from({ length: ON_CARD }, (_, index) =>
      expense({
        description: index % 10 === 0 ? `Coffee ${index}` : `Card ${index}`,
        amount: index + 1,
        date: `2024-0${(index % 9) + 1}-1${index % 10}`,
        accountId: visa._id,
      }),
    );
    for (const row of rows) await addTransaction(person, row);
    for (let index = 0; index < 15; index += 1) {
      await addTransaction(person, expense({ description: `Coffee at home ${index}`, amount: 2 }));
    }
  });

  const page = async (query: string) => {
    const response = await person.transactions('GET', `/?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: TransactionList }>().data;
  };

  it('counts and pages only the account, first pages and deep ones alike, in both orders', async () => {
    const first = await page(`accountId=${visa._id}&limit=100`);
    expect(first.pagination.totalItems).toBe(ON_CARD);
    expect(first.transactions.every((row) => row.accountId === visa._id)).toBe(true);
    const seen = new Set<string>();
    for (const order of ['desc', 'asc']) {
      for (let number = 1; number <= 3; number += 1) {
        const read = await page(`accountId=${visa._id}&limit=100&page=${number}&sortOrder=${order}`);
        for (const row of read.transactions) {
          expect(row.accountId).toBe(visa._id);
          seen.add(row._id);
        }
      }
    }
    expect(seen.size).toBe(ON_CARD);
    expect((await page(`accountId=all&limit=1`)).pagination.totalItems).toBe(ON_CARD + 15);
  });

  it('combines with a search and the other filters', async () => {
    const found = await page(`accountId=${visa._id}&searchTerm=coffee&limit=100`);
    expect(found.pagination.totalItems).toBe(ON_CARD / 10);
    const main = await accountNamed(person, 'Main');
    expect((await page(`accountId=${main._id}&searchTerm=coffee`)).pagination.totalItems).toBe(15);
    const march = await page(`accountId=${visa._id}&startDate=2024-03-01&endDate=2024-03-31&limit=100`);
    expect(march.transactions.every((row) => row.date.startsWith('2024-03'))).toBe(true);
    expect(march.pagination.totalItems).toBe(march.transactions.length);
  });

  it("finds nothing in another person's account, and refuses an id that is none", async () => {
    const other = await newPerson();
    const response = await other.transactions('GET', `/?accountId=${visa._id}`);
    expect(response.json<{ data: TransactionList }>().data.pagination.totalItems).toBe(0);
    const refused = await other.transactions('GET', '/?accountId=nope');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MESSAGES.accountNotFound);
  });

  it('exports only the account', async () => {
    const response = await person.transactions('GET', `/export?format=csv&accountId=${visa._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.trim().split('\n')).toHaveLength(ON_CARD + 1);
  });
});

describe('imports and series', () => {
  it('imports a file into the chosen account, its rows cleared', async () => {
    const person = await newPerson();
    const visa = await addAccount(person);
    const imported = await upload(file.app, '/import', person.accessToken, {
      csv: 'Date,Title,Amount\r\n2024-01-05,Tea,-3.50\r\n2024-01-06,Refund,20\r\n',
      fileName: 'card.csv',
      mapping: { date: 'Date', description: 'Title', amount: 'Amount' },
      fields: { accountId: visa._id },
    });
    expect(imported.statusCode).toBe(201);
    expect(await accountNamed(person, 'Visa card')).toMatchObject({
      transactionCount: 2,
      clearedBalance: -250.75 + 16.5,
      unclearedBalance: 0,
    });
    const other = await newPerson();
    const refused = await upload(file.app, '/import', other.accessToken, {
      csv: 'Date,Title,Amount\r\n2024-01-05,Tea,-3.50\r\n',
      fileName: 'card.csv',
      mapping: { date: 'Date', description: 'Title', amount: 'Amount' },
      fields: { accountId: visa._id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ field: 'accountId', message: MESSAGES.accountNotFound }]);
  });

  it("creates a series' occurrences in its template's account", async () => {
    const person = await newPerson();
    const visa = await addAccount(person);
    const template = await addTransaction(
      person,
      expense({ description: 'Gym', amount: 30, date: '2024-01-15', accountId: visa._id }),
    );
    const recurring = await person.transactions('POST', `/${template._id}/recurring`, {
      frequency: 'monthly',
      endDate: '2024-04-30',
    });
    expect(recurring.statusCode).toBe(201);
    await file.app.recurring.run();
    expect(await accountNamed(person, 'Visa card')).toMatchObject({
      transactionCount: 4,
      balance: -250.75 - 120,
    });
  });
});

describe('the data export', () => {
  it("carries the accounts and each transaction's account and mark", async () => {
    const person = await newPerson();
    const visa = await addAccount(person);
    await addTransaction(person, expense({ accountId: visa._id, cleared: true }));
    const data = await exportedData<{
      accounts: Array<{ id: string; name: string; openingBalance: number }>;
      transactions: Array<{ accountId: string; cleared: boolean }>;
    }>(file.app, person.accessToken);
    expect(data.accounts.map((account) => [account.name, account.openingBalance])).toEqual([
      ['Main', 0],
      ['Visa card', -250.75],
    ]);
    expect(data.transactions).toEqual([expect.objectContaining({ accountId: visa._id, cleared: true })]);
  });
});

describe('reconciliation', () => {
  async function cardWithStatementRows() {
    const person = await newPerson();
    const visa = await addAccount(person);
    const rows = {
      lunch: await addTransaction(
        person,
        expense({ description: 'Lunch', amount: 10, date: '2024-02-01', accountId: visa._id, cleared: true }),
      ),
      fuel: await addTransaction(
        person,
        expense({ description: 'Fuel', amount: 20, date: '2024-02-10', accountId: visa._id, cleared: true }),
      ),
      pending: await addTransaction(
        person,
        expense({ description: 'Pending', amount: 5, date: '2024-02-05', accountId: visa._id }),
      ),
      later: await addTransaction(
        person,
        expense({ description: 'Later', amount: 7, date: '2024-03-05', accountId: visa._id, cleared: true }),
      ),
    };
    return { person, visa, rows };
  }
  const reconciledOf = async (person: Person) =>
    (await person.transactions('GET', '/?limit=100'))
      .json<{ data: TransactionList }>()
      .data.transactions.filter((row) => row.reconciled)
      .map((row) => row.description)
      .sort();

  it("locks the cleared transactions up to the statement's date once they add up to its balance", async () => {
    const { person, visa } = await cardWithStatementRows();
    const short = await person.accounts('POST', `/${visa._id}/reconcile`, {
      statementDate: '2024-02-29',
      statementBalance: -290,
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual([{ field: 'statementBalance', message: MESSAGES.reconcileMismatch }]);
    expect(await reconciledOf(person)).toEqual([]);

    const matched = await person.accounts('POST', `/${visa._id}/reconcile`, {
      statementDate: '2024-02-29',
      statementBalance: -280.75,
    });
    expect(matched.statusCode).toBe(200);
    expect(matched.json()).toMatchObject({
      message: MESSAGES.moneyAccountReconciled,
      data: { reconciledDate: '2024-02-29', reconciledBalance: -280.75, balance: -292.75 },
    });
    // Neither the uncleared row nor the one after the statement's date.
    expect(await reconciledOf(person)).toEqual(['Fuel', 'Lunch']);
  });

  it('refuses to change or delete a reconciled transaction until it is unlocked', async () => {
    const { person, visa, rows } = await cardWithStatementRows();
    await person.accounts('POST', `/${visa._id}/reconcile`, {
      statementDate: '2024-02-29',
      statementBalance: -280.75,
    });

    const edit = await person.transactions(
      'PUT',
      `/${rows.lunch._id}`,
      expense({ description: 'Lunch', amount: 11, date: '2024-02-01' }),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(MESSAGES.transactionReconciled);
    const remove = await person.transactions('DELETE', `/${rows.lunch._id}`);
    expect(remove.statusCode).toBe(409);
    const bulk = await person.transactions('POST', '/bulk-delete', {
      transactionIds: [rows.pending._id, rows.fuel._id],
    });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json().message).toBe(MESSAGES.transactionsReconciled);
    // Nothing of the bulk delete happened.
    expect(await accountNamed(person, 'Visa card')).toMatchObject({ transactionCount: 4 });

    const stranger = await newPerson();
    expect((await stranger.transactions('POST', `/${rows.lunch._id}/unlock`)).statusCode).toBe(404);
    const unlocked = await person.transactions('POST', `/${rows.lunch._id}/unlock`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({
      message: MESSAGES.transactionUnlocked,
      data: { reconciled: false },
    });
    expect((await person.transactions('DELETE', `/${rows.lunch._id}`)).statusCode).toBe(200);
  });

  it("is another person's account's own: unknown to everybody else", async () => {
    const { visa } = await cardWithStatementRows();
    const stranger = await newPerson();
    const response = await stranger.accounts('POST', `/${visa._id}/reconcile`, {
      statementDate: '2024-02-29',
      statementBalance: -280.75,
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps an import whose rows are reconciled from being undone', async () => {
    const person = await newPerson();
    const visa = await addAccount(person, { ...card, openingBalance: 0 });
    const imported = await upload(file.app, '/import', person.accessToken, {
      csv: 'Date,Title,Amount\r\n2024-01-05,Tea,-3.50\r\n',
      fileName: 'card.csv',
      mapping: { date: 'Date', description: 'Title', amount: 'Amount' },
      fields: { accountId: visa._id },
    });
    const { importId } = imported.json<{ data: { importId: string } }>().data;
    await person.accounts('POST', `/${visa._id}/reconcile`, {
      statementDate: '2024-01-31',
      statementBalance: -3.5,
    });
    const undo = await person.transactions('DELETE', `/import/${importId}`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(MESSAGES.transactionsReconciled);
  });
});

describe('the cleared balance on a date', () => {
  const reconciliationOf = async (person: Person, id: string, date: string) => {
    const response = await person.accounts('GET', `/${id}/reconciliation?date=${date}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: unknown }>().data;
  };

  it('sums the opening balance and the cleared transactions dated up to it, and counts both kinds', async () => {
    const person = await newPerson();
    const visa = await addAccount(person);
    await addTransaction(
      person,
      expense({ amount: 0.1, date: '2024-02-01', accountId: visa._id, cleared: true }),
    );
    await addTransaction(
      person,
      income({ amount: 0.2, date: '2024-02-10', accountId: visa._id, cleared: true }),
    );
    await addTransaction(person, expense({ amount: 5, date: '2024-02-05', accountId: visa._id }));
    await addTransaction(
      person,
      expense({ amount: 7, date: '2024-03-05', accountId: visa._id, cleared: true }),
    );
    // Another account's cleared rows are not the card's.
    await addTransaction(person, income({ amount: 100, date: '2024-02-01', cleared: true }));

    expect(await reconciliationOf(person, visa._id, '2024-02-29')).toEqual({
      date: '2024-02-29',
      clearedBalance: -250.65,
      clearedCount: 2,
      unclearedCount: 1,
    });
    // The statement's own day counts; the day before the first row is the opening balance alone.
    expect(await reconciliationOf(person, visa._id, '2024-02-10')).toMatchObject({ clearedBalance: -250.65 });
    expect(await reconciliationOf(person, visa._id, '2024-01-31')).toEqual({
      date: '2024-01-31',
      clearedBalance: -250.75,
      clearedCount: 0,
      unclearedCount: 0,
    });
    // Up to today, it is the card's cleared balance.
    const today = await person.accounts('GET', `/${visa._id}/reconciliation`);
    expect(today.json().data.clearedBalance).toBe((await accountNamed(person, 'Visa card')).clearedBalance);
  });

  it('is the figure a reconciliation to that date must match', async () => {
    const person = await newPerson();
    const visa = await addAccount(person);
    await addTransaction(
      person,
      expense({ amount: 19.99, date: '2024-02-01', accountId: visa._id, cleared: true }),
    );
    const { clearedBalance } = (await reconciliationOf(person, visa._id, '2024-02-29')) as {
      clearedBalance: number;
    };
    const matched = await person.accounts('POST', `/${visa._id}/reconcile`, {
      statementDate: '2024-02-29',
      statementBalance: clearedBalance,
    });
    expect(matched.statusCode).toBe(200);
    expect(matched.json().data).toMatchObject({ reconciledBalance: clearedBalance });
  });

  it("refuses a date that is none, and is unknown for another person's account or none", async () => {
    const owner = await newPerson();
    const visa = await addAccount(owner);
    for (const date of ['2024-02-30', 'yesterday', "'%20OR%201=1"]) {
      const refused = await owner.accounts('GET', `/${visa._id}/reconciliation?date=${date}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([{ field: 'date', message: MESSAGES.dateInvalid }]);
    }
    const stranger = await newPerson();
    for (const path of [`/${visa._id}/reconciliation?date=2024-02-29`, '/not-an-id/reconciliation']) {
      const response = await stranger.accounts('GET', path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.accountNotFound);
    }
  });
});

describe('marking transactions cleared in bulk', () => {
  const clear = (person: Person, transactionIds: string[], cleared: boolean) =>
    person.transactions('POST', '/clear', { transactionIds, cleared });
  const marksOf = async (person: Person) =>
    Object.fromEntries(
      (await person.transactions('GET', '/?limit=100'))
        .json<{ data: TransactionList }>()
        .data.transactions.map((row) => [row.description, row.cleared]),
    );

  it("marks the person's own rows, and the balances follow", async () => {
    const person = await newPerson();
    const visa = await addAccount(person);
    const tea = await addTransaction(person, expense({ description: 'Tea', amount: 3, accountId: visa._id }));
    const cake = await addTransaction(
      person,
      expense({ description: 'Cake', amount: 4, accountId: visa._id }),
    );
    const stranger = await newPerson();
    const theirs = await addTransaction(stranger, expense({ description: 'Theirs' }));

    const marked = await clear(person, [tea._id, cake._id, theirs._id, 'not-an-id'], true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ message: MESSAGES.transactionsCleared, data: { updatedCount: 2 } });
    expect(await marksOf(person)).toEqual({ Tea: true, Cake: true });
    expect(await marksOf(stranger)).toEqual({ Theirs: false });
    expect(await accountNamed(person, 'Visa card')).toMatchObject({
      clearedBalance: -257.75,
      unclearedBalance: 0,
    });

    // Only the rows whose mark changes count, and take a new version.
    const again = await clear(person, [tea._id], true);
    expect(again.json().data.updatedCount).toBe(0);
    const unmarked = await clear(person, [cake._id], false);
    expect(unmarked.json()).toMatchObject({
      message: MESSAGES.transactionsUncleared,
      data: { updatedCount: 1 },
    });
    expect(await marksOf(person)).toEqual({ Tea: true, Cake: false });
    expect(await accountNamed(person, 'Visa card')).toMatchObject({ clearedBalance: -253.75 });
  });

  it('refuses to un-clear a reconciled row, and then changes none of the rows', async () => {
    const person = await newPerson();
    const visa = await addAccount(person, { ...card, openingBalance: 0 });
    const tea = await addTransaction(
      person,
      expense({ description: 'Tea', amount: 3, date: '2024-01-05', accountId: visa._id, cleared: true }),
    );
    const cake = await addTransaction(
      person,
      expense({ description: 'Cake', amount: 4, date: '2024-02-05', accountId: visa._id, cleared: true }),
    );
    await person.accounts('POST', `/${visa._id}/reconcile`, {
      statementDate: '2024-01-31',
      statementBalance: -3,
    });

    const refused = await clear(person, [cake._id, tea._id], false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.transactionsReconciledUncleared);
    expect(await marksOf(person)).toEqual({ Tea: true, Cake: true });
    // Marking it cleared again changes nothing and is no refusal; once unlocked it can be un-cleared.
    expect((await clear(person, [tea._id], true)).statusCode).toBe(200);
    await person.transactions('POST', `/${tea._id}/unlock`);
    expect((await clear(person, [tea._id], false)).json().data.updatedCount).toBe(1);
  });

  it.each([
    ['an empty list', { transactionIds: [], cleared: true }, 'transactionIds', MESSAGES.selectAtLeastOne],
    [
      'a list that is none',
      { transactionIds: 'abc', cleared: true },
      'transactionIds',
      MESSAGES.transactionIdsInvalid,
    ],
    [
      'a list too long',
      { transactionIds: Array(BULK_DELETE_MAX_IDS + 1).fill('x'), cleared: true },
      'transactionIds',
      MESSAGES.tooManyIds,
    ],
    [
      'a mark that is no boolean',
      { transactionIds: ['x'], cleared: 'yes' },
      'cleared',
      MESSAGES.clearedInvalid,
    ],
    ['no mark', { transactionIds: ['x'] }, 'cleared', MESSAGES.clearedInvalid],
  ])('refuses %s as the bulk delete refuses its list', async (_what, body, field, message) => {
    const person = await newPerson();
    const response = await person.transactions('POST', '/clear', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(expect.arrayContaining([{ field, message }]));
  });
});
