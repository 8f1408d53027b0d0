import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_PROBLEMS,
  IMPORT_PREVIEW_SAMPLE,
  type ImportPreview,
  type ImportRecord,
  type ImportResult,
  type ImportRow,
  MESSAGES,
  NOTES_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@moneta/shared/contract';
import { transactions } from '../src/db/schema';
import {} from '../src/transactions/csv/upload';
import { seed, upload, type UploadOptions } from './csv-files';
import { bearer, registerUser, type SignedIn, useTestApp } from './helpers';

const file = useTestApp();

const db = () => file.testDb.database.db;

async function preview(user: SignedIn, options: UploadOptions): Promise<ImportPreview> {
  const response = await upload(file.app, '/import/preview', user.accessToken, options);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ImportPreview }>().data;
}

async function importFile(user: SignedIn, options: UploadOptions): Promise<ImportResult> {
  const response = await upload(file.app, '/import', user.accessToken, options);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: ImportResult }>().data;
}

function request(method: 'GET' | 'DELETE', path: string, user: SignedIn) {
  return file.app.inject({ method, url: `/api/transaction${path}`, headers: bearer(user.accessToken) });
}

async function countOf(userId: string): Promise<number> {
  return (await db().select().from(transactions).where(eq(transactions.userId, userId))).length;
}

/** The problems of the row on `line`. */
function problemsAt(result: ImportPreview, line: number): string[] | undefined {
  return result.problems.find((row) => row.line === line)?.problems;
}

describe('authentication', () => {
  it('is required by every import route', async () => {
    const csv = 'Date,Title,Amount\n2024-01-01,Coffee,-3\n';
    expect((await upload(file.app, '/import/preview', undefined, { csv })).statusCode).toBe(401);
    expect((await upload(file.app, '/import', undefined, { csv })).statusCode).toBe(401);
    expect((await file.app.inject({ method: 'GET', url: '/api/transaction/imports' })).statusCode).toBe(401);
    const undo = await file.app.inject({ method: 'DELETE', url: `/api/transaction/import/${randomUUID()}` });
    expect(undo.statusCode).toBe(401);
    expect(undo.json()).toEqual({ success: false, message: 'Authentication required' });
  });
});

describe('preview', () => {
  it('guesses the mapping from the headers and takes the type from the sign', async () => {
    const user = await registerUser(file.app);
    const csv = [
      'Date,Description,Amount,Category,Memo',
      '2024-03-01,Salary March,2500.00,Salary,monthly pay',
      '2024-03-02,Groceries,-54.20,food,weekly shop',
      '2024-03-03,Refund,+12,,',
      '2024-03-04,Bus ticket,-2.5,,',
    ].join('\n');
    const result = await preview(user, { csv });
    expect(result.headers).toEqual(['Date', 'Description', 'Amount', 'Category', 'Memo']);
    expect(result.mapping).toEqual({
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      category: 'Category',
      notes: 'Memo',
      dateFormat: 'YYYY-MM-DD',
    });
    expect(result.totals).toEqual({ rows: 4, valid: 4, invalid: 0, duplicates: 0 });
    expect(result.problems).toEqual([]);
    expect(result.sample).toEqual<ImportRow[]>([
      {
        line: 2,
        status: 'valid',
        problems: [],
        date: '2024-03-01',
        description: 'Salary March',
        amount: 2500,
        type: 'Income',
        category: 'Salary',
        notes: 'monthly pay',
      },
      {
        line: 3,
        status: 'valid',
        problems: [],
        date: '2024-03-02',
        description: 'Groceries',
        amount: -54.2,
        type: 'Expense',
        category: 'Food',
        notes: 'weekly shop',
      },
      {
        line: 4,
        status: 'valid',
        problems: [],
        date: '2024-03-03',
        description: 'Refund',
        amount: 12,
        type: 'Income',
        category: 'Other Income',
        notes: '',
      },
      {
        line: 5,
        status: 'valid',
        problems: [],
        date: '2024-03-04',
        description: 'Bus ticket',
        amount: -2.5,
        type: 'Expense',
        category: 'Other Expense',
        notes: '',
      },
    ]);
  });

  it('takes the type from a type column, in any case, with the absolute amount', async () => {
    const user = await registerUser(file.app);
    const csv = [
      'date,title,amount,type,category,notes,description',
      '2024-03-01,Rent,1200,EXPENSE,,,flat',
      '2024-03-02,Bonus,-300,income,Bonus,,',
      '2024-03-03,Gift,5,Transfer,,,',
    ].join('\r\n');
    const result = await preview(user, { csv });
    expect(result.mapping).toEqual({
      date: 'date',
      description: 'title',
      amount: 'amount',
      type: 'type',
      category: 'category',
      notes: 'notes',
      dateFormat: 'YYYY-MM-DD',
    });
    expect(result.sample.map((row) => [row.type, row.amount, row.category])).toEqual([
      ['Expense', -1200, 'Other Expense'],
      ['Income', 300, 'Bonus'],
      [null, 5, null],
    ]);
    expect(problemsAt(result, 4)).toEqual(['Type must be Income or Expense.']);
  });

  it('uses the mapping sent, with its date format', async () => {
    const user = await registerUser(file.app);
    const mapping = {
      date: 'When',
      description: 'What',
      amount: 'How much',
      type: 'Kind',
      category: 'Group',
      notes: 'Remark',
      dateFormat: 'DD/MM/YYYY',
    };
    const csv = [
      'When,What,How much,Kind,Group,Remark',
      '03/04/2024,Cinema,15.00,Expense,Entertainment,with friends',
      '31/02/2024,Impossible,1,Expense,,',
      '4/13/2024,Month first,1,Expense,,',
      '2024-04-05,ISO,1,Expense,,',
    ].join('\n');
    const result = await preview(user, { csv, mapping });
    expect(result.mapping).toEqual(mapping);
    expect(result.sample[0]).toMatchObject({
      status: 'valid',
      date: '2024-04-03',
      description: 'Cinema',
      amount: -15,
      category: 'Entertainment',
      notes: 'with friends',
    });
    expect(problemsAt(result, 3)).toEqual(['Enter a valid date (DD/MM/YYYY).']);
    expect(problemsAt(result, 4)).toEqual(['Enter a valid date (DD/MM/YYYY).']);
    // An ISO date cannot be misread, so it is taken whatever the format.
    expect(result.sample[3]).toMatchObject({ status: 'valid', date: '2024-04-05' });
  });

  it('guesses DD/MM/YYYY and MM/DD/YYYY from the values', async () => {
    const user = await registerUser(file.app);
    const dayFirst = await preview(user, { csv: 'Date,Title,Amount\n01/02/2024,A,-1\n25/12/2024,B,-2\n' });
    expect(dayFirst.mapping?.dateFormat).toBe('DD/MM/YYYY');
    expect(dayFirst.sample.map((row) => row.date)).toEqual(['2024-02-01', '2024-12-25']);
    const monthFirst = await preview(user, { csv: 'Date,Title,Amount\n01/02/2024,A,-1\n12/25/2024,B,-2\n' });
    expect(monthFirst.mapping?.dateFormat).toBe('MM/DD/YYYY');
    expect(monthFirst.sample.map((row) => row.date)).toEqual(['2024-01-02', '2024-12-25']);
  });

  it('reports every kind of invalid row with the rules of a single transaction', async () => {
    const user = await registerUser(file.app);
    const lines = [
      'Date,Title,Amount,Type,Category,Notes',
      '2024-01-01,,-5,,,', // 2: no title
      `2024-01-01,${'x'.repeat(TITLE_MAX_LENGTH + 1)},-5,,,`, // 3: title too long
      '2024-01-01,Lunch,abc,,,', // 4: amount not a number
      '2024-01-01,Lunch,,,,', // 5: no amount
      '2024-01-01,Lunch,0,,,', // 6: zero
      '2024-01-01,Lunch,-1.234,,,', // 7: three decimals
      '2024-01-01,Lunch,1000000000000,,,', // 8: too large
      '2024-01-01,Lunch,-5,Transfer,,', // 9: unknown type
      '2024-01-01,Lunch,-5,Expense,Salary,', // 10: category of the other type
      '2024-01-01,Lunch,-5,,Holidays,', // 11: unknown category
      '2023-02-29,Lunch,-5,,,', // 12: not a calendar date
      ',Lunch,-5,,,', // 13: no date
      `2024-01-01,Lunch,-5,,,${'n'.repeat(NOTES_MAX_LENGTH + 1)}`, // 14: notes too long
      '2024-01-01,Fine,-5,,,', // 15: valid
      '2024-01-01,Lunch,0,,Food,', // 16: zero, with a category
      '2024-01-01,Lunch,-5,Transfer,Food,', // 17: unknown type, with a category
    ];
    const result = await preview(user, { csv: lines.join('\n') });
    expect(result.totals).toEqual({ rows: 16, valid: 1, invalid: 15, duplicates: 0 });
    expect(problemsAt(result, 2)).toEqual([MESSAGES.requiredFields]);
    expect(problemsAt(result, 3)).toEqual([`Title must be at most ${TITLE_MAX_LENGTH} characters.`]);
    expect(problemsAt(result, 4)).toEqual([MESSAGES.amountNotNumber]);
    expect(problemsAt(result, 5)).toEqual([MESSAGES.requiredFields]);
    expect(problemsAt(result, 6)).toEqual([MESSAGES.amountZero]);
    expect(problemsAt(result, 7)).toEqual([MESSAGES.amountDecimals]);
    expect(problemsAt(result, 8)).toEqual([MESSAGES.amountLimit]);
    expect(problemsAt(result, 9)).toEqual(['Type must be Income or Expense.']);
    expect(problemsAt(result, 10)).toEqual([MESSAGES.categoryType]);
    expect(problemsAt(result, 11)).toEqual([MESSAGES.categoryType]);
    expect(problemsAt(result, 12)).toEqual([MESSAGES.dateInvalid]);
    expect(problemsAt(result, 13)).toEqual([MESSAGES.dateRequired]);
    expect(problemsAt(result, 14)).toEqual([`Description must be at most ${NOTES_MAX_LENGTH} characters.`]);
    expect(problemsAt(result, 16)).toEqual([MESSAGES.amountZero]);
    expect(problemsAt(result, 17)).toEqual(['Type must be Income or Expense.']);
    expect(result.problems.every((row) => row.status === 'invalid')).toBe(true);
    expect(result.problems.find((row) => row.line === 10)).toMatchObject({
      date: '2024-01-01',
      description: 'Lunch',
      amount: -5,
      type: 'Expense',
      category: 'Salary',
    });
  });

  it('marks duplicates of existing transactions and of earlier rows of the file', async () => {
    const user = await registerUser(file.app);
    const other = await registerUser(file.app);
    await seed(db(), user.userId, [{ date: '2024-05-01', description: 'Coffee', amount: -3.5 }]);
    await seed(db(), other.userId, [{ date: '2024-05-02', description: 'Tea', amount: -2 }]);
    const csv = [
      'Date,Title,Amount',
      '2024-05-01,Coffee,-3.50', // 2: existing
      '2024-05-01,Coffee,3.50', // 3: other sign: new
      '2024-05-01,coffee,-3.50', // 4: other title: new
      '2024-05-02,Tea,-2', // 5: another user's: new
      '2024-05-02,Tea,-2.00', // 6: duplicate of line 5
      '2024-05-02,Tea,-2', // 7: duplicate of line 5
    ].join('\n');
    const result = await preview(user, { csv });
    expect(result.totals).toEqual({ rows: 6, valid: 3, invalid: 0, duplicates: 3 });
    expect(result.problems.map((row) => [row.line, row.status, row.problems])).toEqual([
      [2, 'duplicate', [MESSAGES.duplicateOfExisting]],
      [6, 'duplicate', [MESSAGES.duplicateInFile]],
      [7, 'duplicate', [MESSAGES.duplicateInFile]],
    ]);
  });

  it('reads RFC 4180 files: quotes, doubled quotes, commas and line breaks in fields, CRLF, a BOM', async () => {
    const user = await registerUser(file.app);
    const csv =
      '\uFEFF"Date","Title","Amount","Notes"\r\n' +
      '2024-01-01,"Dinner, with ""friends""",-40,"line one\r\nline two"\r\n' +
      '\r\n' +
      '2024-01-02,"Caf\u00e9 \u2615",-4,\r\n' +
      '2024-01-03,,-4,\r\n';
    const result = await preview(user, { csv });
    expect(result.headers).toEqual(['Date', 'Title', 'Amount', 'Notes']);
    expect(result.sample.map((row) => [row.line, row.description, row.notes])).toEqual([
      [2, 'Dinner, with "friends"', 'line one\r\nline two'],
      [5, 'Caf\u00e9 \u2615', ''],
      [6, null, ''],
    ]);
    expect(result.problems.map((row) => row.line)).toEqual([6]);
  });

  it('reads semicolon-separated files with decimal commas', async () => {
    const user = await registerUser(file.app);
    const result = await preview(user, { csv: 'Date;Title;Amount\n2024-01-01;Bread;-2,50\n' });
    expect(result.sample[0]).toMatchObject({ status: 'valid', description: 'Bread', amount: -2.5 });
  });

  it('lists at most the first problems and sample rows, and counts them all', async () => {
    const user = await registerUser(file.app);
    const rows = Array.from({ length: 250 }, (_, i) => `2024-01-01,Row ${i},abc`);
    const result = await preview(user, { csv: ['Date,Title,Amount', ...rows].join('\n') });
    expect(result.totals).toEqual({ rows: 250, valid: 0, invalid: 250, duplicates: 0 });
    expect(result.problems).toHaveLength(IMPORT_PREVIEW_PROBLEMS);
    expect(result.sample).toHaveLength(IMPORT_PREVIEW_SAMPLE);
  });
});

describe('refused files and mappings', () => {
  async function refusal(options: UploadOptions, path: '/import/preview' | '/import' = '/import/preview') {
    const user = await registerUser(file.app);
    const response = await upload(file.app, path, user.accessToken, options);
    return { status: response.statusCode, body: response.json() };
  }

  it.each([
    ['an empty file', '', MESSAGES.emptyFile],
    ['blank lines only', '\r\n \r\n', MESSAGES.emptyFile],
    [
      'a binary file',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
      MESSAGES.notText,
    ],
    ['invalid UTF-8', Buffer.from([0x44, 0x61, 0x74, 0x65, 0xff, 0xfe, 0x0a]), MESSAGES.notText],
    ['a file without a header row', '2024-01-01,Coffee,-3\n2024-01-02,Tea,-2\n', MESSAGES.noHeader],
    ['a header without rows', 'Date,Title,Amount\n', MESSAGES.noRows],
    ['a single column', 'Date\n2024-01-01\n', MESSAGES.tooFewColumns],
  ])('refuses %s with 422', async (_name, csv, message) => {
    expect(await refusal({ csv })).toEqual({ status: 422, body: { success: false, message } });
  });

  it('refuses an unclosed quote with the line', async () => {
    const { status, body } = await refusal({ csv: 'Date,Title,Amount\n2024-01-01,"Coffee,-3\n' });
    expect(status).toBe(422);
    expect(body.message).toBe(MESSAGES.notCsv);
  });

  it('refuses a request without a file, and one that is not multipart', async () => {
    expect(await refusal({ mapping: { date: 'a', description: 'b', amount: 'c' } })).toEqual({
      status: 422,
      body: {
        success: false,
        message: MESSAGES.fileRequired,
        errors: [{ field: 'file', message: MESSAGES.fileRequired }],
      },
    });
    const user = await registerUser(file.app);
    const json = await file.app.inject({
      method: 'POST',
      url: '/api/transaction/import',
      headers: bearer(user.accessToken),
      payload: { file: 'Date,Title,Amount' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ success: false, message: MESSAGES.notMultipart });
  });

  it('refuses a mapping that is not JSON, breaks the schema, or names a missing column', async () => {
    const csv = 'Date,Title,Amount\n2024-01-01,Coffee,-3\n';
    expect(await refusal({ csv, mapping: '{"date":' })).toEqual({
      status: 422,
      body: {
        success: false,
        message: MESSAGES.mappingNotJson,
        errors: [{ field: 'mapping', message: MESSAGES.mappingNotJson }],
      },
    });
    const bad = await refusal({
      csv,
      mapping: { date: 'Date', description: 'Title', amount: 'Amount', dateFormat: 'YY.MM.DD' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'mapping.dateFormat', message: expect.any(String) }]);
    const missing = await refusal({ csv, mapping: { date: 'Date', description: 'Title', amount: 'Value' } });
    expect(missing).toEqual({
      status: 422,
      body: {
        success: false,
        message: MESSAGES.columnMissing,
        errors: [{ field: 'mapping.amount', message: MESSAGES.columnMissing }],
      },
    });
  });

  it('refuses a file over the size limit with 413', async () => {
    const header = 'Date,Title,Amount\n';
    const csv = header + 'x'.repeat(IMPORT_MAX_BYTES + 1 - header.length);
    for (const path of ['/import/preview', '/import'] as const) {
      expect(await refusal({ csv }, path)).toEqual({
        status: 413,
        body: { success: false, message: MESSAGES.fileTooLarge },
      });
    }
  });

  it('refuses more than the maximum number of rows with 422', async () => {
    const rows = 'Date,Title,Amount\n' + '2024-01-01,A,-1\n'.repeat(IMPORT_MAX_ROWS + 1);
    expect(await refusal({ csv: rows })).toEqual({
      status: 422,
      body: { success: false, message: MESSAGES.tooManyRows },
    });
  });
});

describe('import and undo', () => {
  const csv = [
    'Date,Title,Amount,Category',
    '2024-06-01,Coffee,-3.50,Food',
    '2024-06-02,Salary,3000,Salary',
    '2024-06-03,Bad row,abc,',
    '2024-06-04,Dinner,-45.00,Food',
    '2024-06-04,Dinner,-45.00,Food',
    '2024-06-05,Existing,-10,',
  ].join('\n');

  it('inserts the valid rows, skips invalid and duplicate ones, and undoes exactly its rows', async () => {
    const user = await registerUser(file.app);
    await seed(db(), user.userId, [{ date: '2024-06-05', description: 'Existing', amount: -10 }]);
    const result = await importFile(user, { csv, fileName: 'bank/june.csv' });
    expect(result).toEqual({ importId: expect.any(String), imported: 3, skipped: 3 });

    const stored = await db().select().from(transactions).where(eq(transactions.importId, result.importId));
    expect(
      stored.map((row) => [row.date, row.description, row.amountMinor, row.type, row.category]).sort(),
    ).toEqual([
      ['2024-06-01', 'Coffee', -350, 'Expense', 'Food'],
      ['2024-06-02', 'Salary', 300000, 'Income', 'Salary'],
      ['2024-06-04', 'Dinner', -4500, 'Expense', 'Food'],
    ]);
    expect(stored.every((row) => row.userId === user.userId)).toBe(true);

    // The same file again: everything is now a duplicate or invalid.
    const again = await upload(file.app, '/import', user.accessToken, { csv });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ success: false, message: MESSAGES.nothingToImport });

    const list = await request('GET', '/imports', user);
    expect(list.json<{ data: ImportRecord[] }>().data).toEqual([
      { importId: result.importId, fileName: 'june.csv', rowCount: 3, createdAt: expect.any(String) },
    ]);

    // A transaction added by hand that looks exactly like an imported one stays.
    await seed(db(), user.userId, [
      { date: '2024-06-01', description: 'Coffee', amount: -3.5, category: 'Food' },
    ]);
    expect(await countOf(user.userId)).toBe(5);
    const undo = await request('DELETE', `/import/${result.importId}`, user);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ success: true, data: { deletedCount: 3 }, message: 'Import undone' });
    const left = await db().select().from(transactions).where(eq(transactions.userId, user.userId));
    expect(left.map((row) => [row.description, row.importId]).sort()).toEqual([
      ['Coffee', null],
      ['Existing', null],
    ]);
    expect((await request('GET', '/imports', user)).json().data).toEqual([]);
    expect((await request('DELETE', `/import/${result.importId}`, user)).statusCode).toBe(404);
  });

  it("answers 404 for another user's, an unknown or a malformed import id", async () => {
    const owner = await registerUser(file.app);
    const other = await registerUser(file.app);
    const { importId } = await importFile(owner, { csv });
    for (const id of [importId, randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const response = await request('DELETE', `/import/${encodeURIComponent(id)}`, other);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Import not found' });
    }
    expect((await request('GET', '/imports', other)).json().data).toEqual([]);
    expect(await countOf(owner.userId)).toBe(4);
  });

  it('lists the newest imports first, at most 20', async () => {
    const user = await registerUser(file.app);
    const ids: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const result = await importFile(user, {
        csv: `Date,Title,Amount\n2024-01-01,Import ${i},-1\n`,
        fileName: `file-${i}.csv`,
      });
      ids.push(result.importId);
    }
    const list = (await request('GET', '/imports', user)).json<{ data: ImportRecord[] }>().data;
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ importId: ids[20], fileName: 'file-20.csv', rowCount: 1 });
    expect(list.map((record) => record.importId)).not.toContain(ids[0]);
  });

  it('imports 10,000 rows against existing ones in one go', async () => {
    const user = await registerUser(file.app);
    await seed(
      db(),
      user.userId,
      Array.from({ length: 2000 }, (_, i) => ({ date: '2023-01-01', description: `Seed ${i}`, amount: -1 })),
    );
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const day = String((i % 28) + 1).padStart(2, '0');
      return `2023-01-${day},Row ${i},-${(i % 500) + 1}.25`;
    });
    // Ten of them repeat seeded transactions.
    const repeated = Array.from({ length: 10 }, (_, i) => `2023-01-01,Seed ${i},-1.00`);
    const result = await importFile(user, { csv: ['Date,Title,Amount', ...rows, ...repeated].join('\n') });
    expect(result).toMatchObject({ imported: 10_000, skipped: 10 });
    expect(await countOf(user.userId)).toBe(12_000);
  });
});
