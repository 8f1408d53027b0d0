import { gunzipSync } from 'node:zlib';
import type { ImportPreview, ImportResult } from '@moneta/shared/contract';
import { csvLines, seed, upload, type SeedRow } from './csv-files';
import { bearer, registerUser, type SignedIn, useTestApp } from './helpers';

const file = useTestApp();

const db = () => file.testDb.database.db;
const HEADER = 'Date,Title,Amount,Type,Category,Notes';

function exportCsv(user: SignedIn, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return file.app.inject({
    method: 'GET',
    url: '/api/transaction/export',
    query: { format: 'csv', ...query },
    headers: { ...bearer(user.accessToken), ...headers },
  });
}

async function exportText(user: SignedIn, query: Record<string, string> = {}): Promise<string> {
  const response = await exportCsv(user, query);
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The Title column of each exported row (titles here hold no commas). */
const titles = (text: string) =>
  csvLines(text)
    .slice(1)
    .map((line) => line.split(',')[1]);

const TRICKY: SeedRow[] = [
  { date: '2024-01-01', description: 'Dinner, with "friends"', amount: -40, notes: 'line one\r\nline two' },
  {
    date: '2024-01-02',
    description: 'Caf\u00e9 \u2615 \u65e5\u672c \u0645\u0631\u062d\u0628\u0627',
    amount: -4.05,
  },
  { date: '2024-01-03', description: '=SUM(A1:A9)', amount: -1, notes: '+cmd|calc' },
  { date: '2024-01-04', description: '-2 refund', amount: 2, notes: '@import' },
  { date: '2024-01-05', description: "'=quoted already", amount: -0.01, notes: '\tindented' },
  { date: '2024-01-06', description: 'Plain', amount: 1234567.89, notes: 'ends with a newline\n' },
  { date: '2024-01-07', description: 'Quote " in the middle', amount: -0.5, notes: 'a\rb' },
];

describe('export', () => {
  it('needs authentication', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/transaction/export?format=csv' });
    expect(response.statusCode).toBe(401);
  });

  it('answers a CSV download with the header row', async () => {
    const user = await registerUser(file.app);
    await seed(db(), user.userId, [{ date: '2024-02-01', description: 'Coffee', amount: -3.5 }]);
    const response = await exportCsv(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="transactions_${today}.csv"`);
    expect(response.body).toBe(`${HEADER}\r\n2024-02-01,Coffee,-3.50,Expense,Food,\r\n`);
  });

  it('exports only the header for a user without transactions', async () => {
    const user = await registerUser(file.app);
    expect(await exportText(user)).toBe(`${HEADER}\r\n`);
  });

  it('quotes, guards formulas (not amounts) and writes UTF-8', async () => {
    const user = await registerUser(file.app);
    await seed(db(), user.userId, TRICKY);
    const text = await exportText(user, { sortOrder: 'asc' });
    expect(text).toBe(
      [
        HEADER,
        '2024-01-01,"Dinner, with ""friends""",-40.00,Expense,Food,"line one\r\nline two"',
        '2024-01-02,Caf\u00e9 \u2615 \u65e5\u672c \u0645\u0631\u062d\u0628\u0627,-4.05,Expense,Food,',
        "2024-01-03,'=SUM(A1:A9),-1.00,Expense,Food,'+cmd|calc",
        "2024-01-04,'-2 refund,2.00,Income,Salary,'@import",
        "2024-01-05,''=quoted already,-0.01,Expense,Food,'\tindented",
        '2024-01-06,Plain,1234567.89,Income,Salary,"ends with a newline\n"',
        '2024-01-07,"Quote "" in the middle",-0.50,Expense,Food,"a\rb"',
        '',
      ].join('\r\n'),
    );
  });

  it('imports back unchanged (round trip)', async () => {
    const source = await registerUser(file.app);
    const target = await registerUser(file.app);
    await seed(db(), source.userId, [
      ...TRICKY,
      {
        date: '2024-02-01',
        description: 'Bonus',
        amount: 999999999999.99,
        type: 'Income',
        category: 'Bonus',
      },
      { date: '2024-02-02', description: 'Bus', amount: -2.2, category: 'Transportation', notes: 'x,y;z' },
    ]);
    const exported = await exportText(source);

    const previewed = await upload(file.app, '/import/preview', target.accessToken, {
      csv: exported,
      fileName: 'transactions.csv',
    });
    const preview = previewed.json<{ data: ImportPreview }>().data;
    expect(preview.mapping).toEqual({
      date: 'Date',
      description: 'Title',
      amount: 'Amount',
      type: 'Type',
      category: 'Category',
      notes: 'Notes',
      dateFormat: 'YYYY-MM-DD',
    });
    expect(preview.problems).toEqual([]);
    expect(preview.totals).toEqual({ rows: 9, valid: 9, invalid: 0, duplicates: 0 });

    const imported = await upload(file.app, '/import', target.accessToken, {
      csv: exported,
      mapping: preview.mapping ?? undefined,
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json<{ data: ImportResult }>().data).toMatchObject({ imported: 9, skipped: 0 });
    expect(await exportText(target)).toBe(exported);
  });

  it('honours the list filters and sort', async () => {
    const user = await registerUser(file.app);
    await seed(db(), user.userId, [
      { date: '2024-01-10', description: 'Rent', amount: -1200, category: 'Rent' },
      { date: '2024-02-10', description: 'Groceries', amount: -80, category: 'Food', notes: 'weekly' },
      { date: '2024-03-10', description: 'Pay', amount: 3000, category: 'Salary' },
      { date: '2024-03-15', description: 'Restaurant', amount: -45, category: 'Food', notes: '100%_off' },
      { date: '2024-04-10', description: 'Side job', amount: 400, category: 'Freelance' },
    ]);
    expect(titles(await exportText(user))).toEqual(['Side job', 'Restaurant', 'Pay', 'Groceries', 'Rent']);
    expect(titles(await exportText(user, { type: 'Income' }))).toEqual(['Side job', 'Pay']);
    expect(titles(await exportText(user, { category: 'Food' }))).toEqual(['Restaurant', 'Groceries']);
    expect(titles(await exportText(user, { startDate: '2024-02-01', endDate: '2024-03-10' }))).toEqual([
      'Pay',
      'Groceries',
    ]);
    expect(titles(await exportText(user, { searchTerm: 'WEEK' }))).toEqual(['Groceries']);
    expect(titles(await exportText(user, { searchTerm: '%_' }))).toEqual(['Restaurant']);
    expect(titles(await exportText(user, { sortBy: 'amount', sortOrder: 'asc' }))).toEqual([
      'Rent',
      'Groceries',
      'Restaurant',
      'Side job',
      'Pay',
    ]);
    expect(titles(await exportText(user, { sortBy: 'description', sortOrder: 'asc' }))).toEqual([
      'Groceries',
      'Pay',
      'Rent',
      'Restaurant',
      'Side job',
    ]);
  });

  it("never exports another user's rows, whatever the query says", async () => {
    const owner = await registerUser(file.app);
    const other = await registerUser(file.app);
    await seed(db(), owner.userId, [{ date: '2024-01-01', description: 'Private', amount: -1 }]);
    expect(await exportText(other, { userId: owner.userId })).toBe(`${HEADER}\r\n`);
  });

  it('refuses another format and invalid filters with 422', async () => {
    const user = await registerUser(file.app);
    const xlsx = await exportCsv(user, { format: 'xlsx' });
    expect(xlsx.statusCode).toBe(422);
    expect(xlsx.json()).toEqual({
      success: false,
      message: 'format must be csv.',
      errors: [{ field: 'format', message: 'format must be csv.' }],
    });
    const invalid: Record<string, string>[] = [
      { sortBy: 'amount; drop table transactions' },
      { sortOrder: 'sideways' },
      { startDate: '2024-02-30' },
      { type: 'Transfer' },
    ];
    for (const query of invalid) {
      expect((await exportCsv(user, query)).statusCode).toBe(422);
    }
  });

  it('streams every row across batches in a stable order, also compressed', async () => {
    const user = await registerUser(file.app);
    // Many ties on date and amount, and titles equal but for case ('Row 0007', 'row 0007'): the keyset must
    // page by id too, losing and repeating nothing.
    const rows = Array.from({ length: 4500 }, (_, i) => ({
      date: `2024-0${(i % 3) + 1}-01`,
      description: `${i % 2 === 0 ? 'Row' : 'row'} ${String(Math.floor(i / 2)).padStart(4, '0')}`,
      amount: -((i % 7) + 1),
    }));
    await seed(db(), user.userId, rows);
    for (const sortBy of ['date', 'amount', 'description']) {
      for (const sortOrder of ['asc', 'desc']) {
        const exported = titles(await exportText(user, { sortBy, sortOrder }));
        expect(exported).toHaveLength(4500);
        expect(new Set(exported).size).toBe(4500);
        if (sortBy === 'description') {
          const lowered = exported.map((title) => String(title).toLowerCase());
          const inOrder = [...lowered].sort();
          expect(lowered).toEqual(sortOrder === 'asc' ? inOrder : inOrder.reverse());
        }
      }
    }
    const plain = await exportText(user, { sortBy: 'amount' });
    const gzipped = await exportCsv(user, { sortBy: 'amount' }, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain);
  });
});
