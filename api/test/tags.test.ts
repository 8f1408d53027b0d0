// Tags on transactions and on the parts of a split: kept in the person's first spelling, listed with their counts,
// filtered on (by the whole's tags or a part's), analysed as money by tag over a period, exported, backed up and
// repeated by recurring rules. Another person's tags are never seen.
import {
  MESSAGES,
  TAGS_MAX,
  type TagList,
  type TagSpending,
  type Transaction,
  type TransactionInput,
  type TransactionList,
} from '@moneta/shared/contract';
import { bearer, dataOf, exportedData, newPerson as signUp, reauthenticate, useTestApp } from './helpers';
import { upload } from './csv-files';
import { daysAgo, expense, income } from './transaction-fixtures';

const file = useTestApp();

async function newPerson() {
  const user = await signUp(file.app);
  const { transactions, analytics } = user;
  return {
    user,
    transactions,
    analytics,
    create: async (input: TransactionInput) =>
      dataOf<Transaction>(await transactions('POST', '/', input), 201),
    list: async (query = '') => dataOf<TransactionList>(await transactions('GET', `/?limit=100${query}`)),
    tags: async () => dataOf<TagList>(await transactions('GET', '/tags')).tags,
  };
}

/** A 150 shop split into food (tagged on its own as groceries) and household shopping. */
const shop = (overrides: Partial<TransactionInput> = {}): TransactionInput =>
  expense({
    description: 'Supermarket',
    amount: 150,
    category: 'Split',
    splits: [
      { category: 'Food', amount: 100, notes: '', tags: ['Groceries'] },
      { category: 'Shopping', amount: 50, notes: '' },
    ],
    ...overrides,
  });

describe('writing tags', () => {
  it('keeps each tag once, in the spelling first given, on the list and on one transaction', async () => {
    const person = await newPerson();
    const first = await person.create(expense({ tags: [' Trip ', 'Work', 'trip'] }));
    expect(first.tags).toEqual(['Trip', 'Work']);
    const later = await person.create(expense({ description: 'Hotel', tags: ['TRIP', 'Lisbon'] }));
    expect(later.tags).toEqual(['Trip', 'Lisbon']);
    const listed = await person.list();
    expect(listed.transactions.map((row) => row.tags)).toEqual(
      expect.arrayContaining([
        ['Trip', 'Work'],
        ['Trip', 'Lisbon'],
      ]),
    );
    expect(dataOf<Transaction>(await person.transactions('GET', `/${first._id}`)).tags).toEqual([
      'Trip',
      'Work',
    ]);
  });

  it("keeps an edit's tags when it names none, and replaces them when it does", async () => {
    const person = await newPerson();
    const saved = await person.create(expense({ tags: ['Trip'] }));
    const { tags: _tags, ...withoutTags } = expense({ description: 'Dinner' });
    const kept = dataOf<Transaction>(await person.transactions('PUT', `/${saved._id}`, withoutTags));
    expect(kept).toMatchObject({ description: 'Dinner', tags: ['Trip'] });
    const cleared = dataOf<Transaction>(
      await person.transactions('PUT', `/${saved._id}`, expense({ tags: [] })),
    );
    expect(cleared.tags).toEqual([]);
  });

  it("gives a split's parts their own tags, never one the transaction has", async () => {
    const person = await newPerson();
    const saved = await person.create(
      shop({
        tags: ['Holiday'],
        splits: [
          { category: 'Food', amount: 100, notes: '', tags: ['holiday', 'Groceries'] },
          { category: 'Shopping', amount: 50, notes: '' },
        ],
      }),
    );
    expect(saved.tags).toEqual(['Holiday']);
    expect(saved.splits.map((part) => part.tags)).toEqual([['Groceries'], []]);
  });

  it.each([
    [{ tags: Array.from({ length: TAGS_MAX + 1 }, (_, index) => `Tag ${index}`) }, MESSAGES.tagsTooMany],
    [{ tags: ['Rome, Paris'] }, MESSAGES.tagInvalid],
    [{ tags: ['"quoted"'] }, MESSAGES.tagInvalid],
    [{ tags: ['   '] }, MESSAGES.tagInvalid],
    [{ tags: ['x'.repeat(33)] }, MESSAGES.tagTooLong],
    [{ tags: 'Trip' }, MESSAGES.tagInvalid],
  ])('refuses %j with its message, saving nothing', async (overrides, message) => {
    const person = await newPerson();
    const response = await person.transactions('POST', '/', { ...expense(), ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(message);
    expect((await person.list()).transactions).toEqual([]);
  });

  it('replays an idempotent create with its tags', async () => {
    const person = await newPerson();
    const send = () =>
      file.app.inject({
        method: 'POST',
        url: '/api/transaction/',
        headers: { ...bearer(person.user.accessToken), 'Idempotency-Key': 'tags-once-0001' },
        payload: expense({ tags: ['Trip'] }),
      });
    const first = dataOf<Transaction>(await send(), 201);
    const again = dataOf<Transaction>(await send(), 201);
    expect(again).toEqual(first);
    expect((await person.list()).transactions).toHaveLength(1);
  });
});

describe('reading by tag', () => {
  it("lists the person's tags with how many transactions carry each, and nobody else's", async () => {
    const person = await newPerson();
    const other = await newPerson();
    await other.create(expense({ tags: ['Secret'] }));
    await person.create(expense({ tags: ['Trip'] }));
    await person.create(expense({ tags: ['trip', 'Work'] }));
    await person.create(shop({ tags: ['Trip'] }));
    await person.create(shop());
    expect(await person.tags()).toEqual([
      { name: 'Groceries', transactionCount: 2 },
      { name: 'Trip', transactionCount: 3 },
      { name: 'Work', transactionCount: 1 },
    ]);
  });

  it('filters the list by a tag in any case, on the whole or on a part, with a true count', async () => {
    const person = await newPerson();
    const other = await newPerson();
    await other.create(expense({ tags: ['Groceries'] }));
    const tagged = await person.create(expense({ description: 'Bakery', tags: ['Groceries'] }));
    const split = await person.create(shop());
    await person.create(expense({ description: 'Cinema' }));
    const found = await person.list('&tag=groceries');
    expect(found.transactions.map((row) => row._id).sort()).toEqual([tagged._id, split._id].sort());
    expect(found.pagination.totalItems).toBe(2);
    const narrowed = await person.list('&tag=Groceries&searchTerm=super');
    expect(narrowed.transactions.map((row) => row._id)).toEqual([split._id]);
    const second = await person.transactions('GET', '/?tag=Groceries&limit=1&page=2');
    expect(dataOf<TransactionList>(second).transactions).toHaveLength(1);
    expect((await person.list('&tag=Nothing')).pagination.totalItems).toBe(0);
    const refused = await person.transactions('GET', '/?tag=a,b');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(MESSAGES.tagInvalid);
  });

  it('answers income and spending by tag over a period, a part by its own share', async () => {
    const person = await newPerson();
    await person.create(expense({ amount: 40, date: '2024-03-10', tags: ['Trip'] }));
    await person.create(shop({ date: '2024-03-12', tags: ['Trip'] }));
    await person.create(income({ amount: 500, date: '2024-03-20', tags: ['Trip'] }));
    await person.create(expense({ amount: 999, date: '2024-04-02', tags: ['Trip'] }));
    const answer = dataOf<TagSpending>(
      await person.analytics('GET', '/spending/tags?startDate=2024-03-01&endDate=2024-03-31'),
    );
    expect(answer.tags).toEqual([
      { tag: 'Trip', expense: 190, income: 500, transactionCount: 3 },
      { tag: 'Groceries', expense: 100, income: 0, transactionCount: 1 },
    ]);
    expect(answer.period).toEqual({ startDate: '2024-03-01', endDate: '2024-03-31' });
  });
});

describe('the export, the backup and recurring rules', () => {
  it('adds a Tags column for a person who tags, each part with its own and its transaction’s', async () => {
    const person = await newPerson();
    const untagged = await newPerson();
    await untagged.create(expense());
    expect((await untagged.transactions('GET', '/export')).body.split('\r\n')[0]).toBe(
      'Date,Title,Amount,Type,Category,Notes',
    );
    const split = await person.create(shop({ date: '2024-03-15', tags: ['Trip'] }));
    await person.create(expense({ date: '2024-03-14', tags: ['Trip', 'Work'] }));
    const lines = (await person.transactions('GET', '/export')).body.trim().split('\r\n');
    expect(lines).toEqual([
      'Date,Title,Amount,Type,Category,Notes,ID,Tags',
      `2024-03-15,Supermarket,-100.00,Expense,Food,,${split._id},"Trip, Groceries"`,
      `2024-03-15,Supermarket,-50.00,Expense,Shopping,,${split._id},Trip`,
      expect.stringMatching(/^2024-03-14,Groceries,-42\.50,Expense,Food,,[0-9a-f-]+,"Trip, Work"$/),
    ]);
    const filtered = (await person.transactions('GET', '/export?tag=work')).body.trim().split('\r\n');
    expect(filtered).toHaveLength(2);
  });

  it('imports a Tags column in the spelling kept, and refuses a row with a bad tag', async () => {
    const person = await newPerson();
    await person.create(expense({ description: 'Hotel', tags: ['Lisbon Trip'] }));
    const imported = await upload(file.app, '/import', person.user.accessToken, {
      csv: [
        'Date,Title,Amount,Tags',
        '2024-05-02,Taxi,-20,"lisbon trip, Work"',
        '2024-05-03,Museum,-12,',
        '2024-05-04,Bad,-1,"a""quote"',
      ].join('\r\n'),
      fileName: 'trip.csv',
      mapping: { date: 'Date', description: 'Title', amount: 'Amount', tags: 'Tags' },
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json<{ data: { imported: number; skipped: number } }>().data).toMatchObject({
      imported: 2,
      skipped: 1,
    });
    const rows = (await person.list()).transactions;
    expect(rows.find((row) => row.description === 'Taxi')?.tags).toEqual(['Lisbon Trip', 'Work']);
    expect(rows.find((row) => row.description === 'Museum')?.tags).toEqual([]);
  });

  it('backs tags up and restores them', async () => {
    const person = await newPerson();
    await person.create(shop({ date: '2024-03-15', tags: ['Trip'] }));
    const backup = await exportedData<{ transactions: Array<Record<string, unknown>> }>(
      file.app,
      person.user.accessToken,
    );
    expect(backup.transactions[0]).toMatchObject({
      tags: ['Trip'],
      splits: [{ tags: ['Groceries'] }, { tags: [] }],
    });
    const fresh = await signUp(file.app);
    expect((await reauthenticate(file.app, fresh.accessToken)).statusCode).toBe(200);
    const restoring = await file.app.inject({
      method: 'POST',
      url: '/api/settings/restore',
      headers: { ...bearer(fresh.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify(backup),
    });
    expect(restoring.statusCode).toBe(200);
    const restored = dataOf<TransactionList>(await fresh.transactions('GET', '/?tag=groceries'));
    expect(restored.transactions[0]).toMatchObject({
      tags: ['Trip'],
      splits: [{ tags: ['Groceries'] }, { tags: [] }],
    });
  });

  it("repeats a recurring transaction's tags on each occurrence", async () => {
    const person = await newPerson();
    const saved = await person.create(expense({ date: daysAgo(65), tags: ['Rent'] }));
    dataOf(await person.transactions('POST', `/${saved._id}/recurring`, { frequency: 'monthly' }), 201);
    const rows = (await person.list('&tag=rent')).transactions;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.tags).toEqual(['Rent']);
  });
});
