// Importing bank statements (OFX 1.x and 2.x, QFX, QIF, CAMT.053) through the CSV import's endpoints: the format
// read from the content, rows checked as CSV rows are, duplicates told by the bank's id within the chosen
// account, so that the same statement imported again adds nothing and an overlapping one only its new rows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import {
  MESSAGES,
  type ImportPreview,
  type ImportResult,
  type MoneyAccount,
  type MoneyAccountList,
} from '@moneta/shared/contract';
import { transactions } from '../src/db/schema';
import { upload } from './csv-files';
import {
  bearer,
  dataOf,
  exportedData,
  newPerson,
  reauthenticate,
  useTestApp,
  type Person,
  type SignedIn,
} from './helpers';

const file = useTestApp();
const db = () => file.testDb.database.db;

const statement = (name: string) => readFileSync(join(__dirname, 'fixtures/bank', name));

async function preview(user: SignedIn, name: string, accountId?: string): Promise<ImportPreview> {
  const response = await upload(file.app, '/import/preview', user.accessToken, {
    csv: statement(name),
    fileName: name,
    ...(accountId ? { fields: { accountId } } : {}),
  });
  return dataOf<ImportPreview>(response);
}

function sendImport(user: SignedIn, name: string, accountId?: string) {
  return upload(file.app, '/import', user.accessToken, {
    csv: statement(name),
    fileName: name,
    ...(accountId ? { fields: { accountId } } : {}),
  });
}

async function importStatement(user: SignedIn, name: string, accountId?: string): Promise<ImportResult> {
  return dataOf<ImportResult>(await sendImport(user, name, accountId), 201);
}

async function accountsOf(person: Person): Promise<MoneyAccountList['accounts']> {
  return dataOf<MoneyAccountList>(await person.accounts('GET', '/')).accounts;
}

async function addCard(person: Person): Promise<MoneyAccount> {
  const response = await person.accounts('POST', '/', {
    name: 'Travel card',
    kind: 'Credit card',
    openingBalance: 0,
    openingDate: '2024-01-01',
  });
  return dataOf<MoneyAccount>(response, 201);
}

function rowsOf(accountId: string) {
  return db()
    .select({
      date: transactions.date,
      description: transactions.description,
      amountMinor: transactions.amountMinor,
      category: transactions.category,
      cleared: transactions.cleared,
      bankId: transactions.bankId,
    })
    .from(transactions)
    .where(eq(transactions.accountId, accountId))
    .orderBy(asc(transactions.date), asc(transactions.bankId));
}

describe('preview of a statement', () => {
  it('reads OFX 1.x in Windows-1252 without a mapping', async () => {
    const user = await newPerson(file.app);
    const result = await preview(user, 'checking-1252.ofx');
    expect(result).toMatchObject({
      format: 'ofx',
      headers: [],
      mapping: null,
      totals: { rows: 4, valid: 4, invalid: 0, duplicates: 0 },
      problems: [],
    });
    expect(result.sample[0]).toEqual({
      line: 43,
      status: 'valid',
      problems: [],
      date: '2024-01-02',
      description: 'ACME PAYROLL',
      amount: 2500,
      type: 'Income',
      category: 'Other Income',
      notes: 'Salary January',
    });
    expect(result.sample[1]).toMatchObject({
      description: 'Café Crème',
      amount: -4.75,
      type: 'Expense',
      category: 'Other Expense',
    });
  });

  it('reads OFX 2.x, QFX, QIF in both date orders and CAMT.053', async () => {
    const user = await newPerson(file.app);
    const summary = async (name: string) => {
      const { format, totals, sample } = await preview(user, name);
      return {
        format,
        totals,
        rows: sample.map((row) => [row.date, row.description, row.amount, row.category]),
      };
    };
    expect(await summary('card-ofx2.ofx')).toEqual({
      format: 'ofx',
      totals: { rows: 3, valid: 3, invalid: 0, duplicates: 0 },
      rows: [
        ['2024-02-03', 'Bäckerei Müller & Söhne', -18.4, 'Other Expense'],
        ['2024-02-11', 'Streamly subscription', -49.99, 'Other Expense'],
        ['2024-02-20', 'Streamly refund', 49.99, 'Other Income'],
      ],
    });
    expect((await summary('web-connect.qfx')).format).toBe('qfx');
    expect(await summary('us-dates.qif')).toMatchObject({
      format: 'qif',
      rows: [
        ['2024-01-31', 'Landlord LLC', -1250, 'Rent'],
        ['2024-02-01', 'Green Grocer', -42.17, 'Food'],
        ['2024-02-15', 'ACME PAYROLL', 3100, 'Salary'],
        ['2024-02-20', 'Power & Light Co', -80, 'Utilities'],
      ],
    });
    expect((await summary('eu-dates.qif')).rows).toEqual([
      ['2024-01-31', 'Möbelhaus Schröder', -1234.56, 'Other Expense'],
      ['2024-02-05', 'Bäckerei Lindner', -12.9, 'Other Expense'],
      ['2024-02-06', 'Erstattung Möbelhaus', 250, 'Other Income'],
    ]);
    expect(await summary('statement.camt053.xml')).toEqual({
      format: 'camt053',
      totals: { rows: 6, valid: 6, invalid: 0, duplicates: 0 },
      rows: [
        ['2024-03-04', 'Stadtwerke Köln GmbH', -89.9, 'Other Expense'],
        ['2024-03-15', 'Beispiel AG', 3200, 'Other Income'],
        ['2024-03-20', 'Versicherung Nord', -120, 'Other Expense'],
        ['2024-03-20', 'Sportverein Ehrenfeld', -80.5, 'Other Expense'],
        ['2024-03-20', 'Zeitungsverlag West', -45, 'Other Expense'],
        ['2024-03-22', 'Stadtwerke Köln GmbH', 89.9, 'Other Income'],
      ],
    });
  });

  it("lists a row's bad date and missing amount, and refuses dates that read both ways", async () => {
    const user = await newPerson(file.app);
    const result = await preview(user, 'bad-rows.ofx');
    expect(result.totals).toEqual({ rows: 3, valid: 1, invalid: 2, duplicates: 0 });
    expect(result.problems.map(({ line, status, problems }) => ({ line, status, problems }))).toEqual([
      { line: 30, status: 'invalid', problems: [MESSAGES.statementDateInvalid] },
      { line: 37, status: 'invalid', problems: [MESSAGES.statementAmountMissing] },
    ]);
    const ambiguous = await upload(file.app, '/import/preview', user.accessToken, {
      csv: statement('ambiguous-dates.qif'),
      fileName: 'ambiguous-dates.qif',
    });
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json()).toEqual({ success: false, message: MESSAGES.statementDatesAmbiguous });
  });

  it('refuses an XML file that is no statement', async () => {
    const user = await newPerson(file.app);
    const response = await upload(file.app, '/import/preview', user.accessToken, {
      csv: '<?xml version="1.0"?><html><body>hello</body></html>',
      fileName: 'page.xml',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MESSAGES.statementUnreadable);
  });
});

describe('import of a statement', () => {
  it('writes cleared rows into the chosen account; the same file again adds nothing', async () => {
    const user = await newPerson(file.app);
    const card = await addCard(user);
    expect(await importStatement(user, 'card-ofx2.ofx', card._id)).toMatchObject({ imported: 3, skipped: 0 });
    expect(await rowsOf(card._id)).toEqual([
      {
        date: '2024-02-03',
        description: 'Bäckerei Müller & Söhne',
        amountMinor: -1840,
        category: 'Other Expense',
        cleared: true,
        bankId: 'CC-0203-77120',
      },
      expect.objectContaining({ amountMinor: -4999, cleared: true, bankId: 'CC-0211-77121' }),
      expect.objectContaining({ amountMinor: 4999, cleared: true, bankId: 'CC-0220-77122' }),
    ]);
    const accounts = await accountsOf(user);
    expect(accounts.find((account) => account._id === card._id)).toMatchObject({
      transactionCount: 3,
      clearedBalance: -18.4,
      unclearedBalance: 0,
    });
    expect(accounts.find((account) => account.name === 'Main')).toMatchObject({ transactionCount: 0 });

    const again = await preview(user, 'card-ofx2.ofx', card._id);
    expect(again.totals).toEqual({ rows: 3, valid: 0, invalid: 0, duplicates: 3 });
    expect(again.problems.every((row) => row.problems[0] === MESSAGES.duplicateOfExisting)).toBe(true);
    const refused = await sendImport(user, 'card-ofx2.ofx', card._id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MESSAGES.nothingToImport);
    expect(await rowsOf(card._id)).toHaveLength(3);
  });

  it('adds only the new rows of an overlapping statement, and twin rows with their own bank ids', async () => {
    const user = await newPerson(file.app);
    const card = await addCard(user);
    await importStatement(user, 'card-ofx2.ofx', card._id);
    const next = await preview(user, 'card-ofx2-next.ofx', card._id);
    // Two parking tickets of the same day, amount and title: two transactions for the bank.
    expect(next.totals).toEqual({ rows: 4, valid: 2, invalid: 0, duplicates: 2 });
    expect(await importStatement(user, 'card-ofx2-next.ofx', card._id)).toMatchObject({
      imported: 2,
      skipped: 2,
    });
    expect((await rowsOf(card._id)).map((row) => row.bankId)).toEqual([
      'CC-0203-77120',
      'CC-0211-77121',
      'CC-0220-77122',
      'CC-0302-77130',
      'CC-0302-77131',
    ]);
  });

  it('knows bank ids per account: the same statement goes into another account whole', async () => {
    const user = await newPerson(file.app);
    const card = await addCard(user);
    await importStatement(user, 'card-ofx2.ofx', card._id);
    expect(await importStatement(user, 'card-ofx2.ofx')).toMatchObject({ imported: 3 });
  });

  it('undoes exactly one import', async () => {
    const user = await newPerson(file.app);
    const card = await addCard(user);
    await importStatement(user, 'card-ofx2.ofx', card._id);
    const { importId } = await importStatement(user, 'card-ofx2-next.ofx', card._id);
    const undo = await file.app.inject({
      method: 'DELETE',
      url: `/api/transaction/import/${importId}`,
      headers: bearer(user.accessToken),
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data).toEqual({ deletedCount: 2 });
    expect((await rowsOf(card._id)).map((row) => row.bankId)).toEqual([
      'CC-0203-77120',
      'CC-0211-77121',
      'CC-0220-77122',
    ]);
    // Undone, its rows are new again.
    expect(await importStatement(user, 'card-ofx2-next.ofx', card._id)).toMatchObject({ imported: 2 });
  });

  it("refuses another person's account, in the preview and the import", async () => {
    const owner = await newPerson(file.app);
    const card = await addCard(owner);
    const other = await newPerson(file.app);
    for (const path of ['/import/preview', '/import'] as const) {
      const response = await upload(file.app, path, other.accessToken, {
        csv: statement('card-ofx2.ofx'),
        fileName: 'card-ofx2.ofx',
        fields: { accountId: card._id },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([{ field: 'accountId', message: MESSAGES.accountNotFound }]);
    }
    expect(await rowsOf(card._id)).toEqual([]);
  });

  it('keeps the bank ids through a backup and its restore', async () => {
    const user = await newPerson(file.app);
    await importStatement(user, 'statement.camt053.xml');
    const backup = await exportedData<{ transactions: { bankId: string | null }[] }>(
      file.app,
      user.accessToken,
    );
    expect(backup.transactions.map((row) => row.bankId).sort()).toEqual([
      '2024030412345001',
      '2024031500000777',
      '2024032099001-1',
      '2024032099001-2',
      '2024032099001/3',
      '2024032212345002',
    ]);
    expect((await reauthenticate(file.app, user.accessToken)).statusCode).toBe(200);
    const restored = await file.app.inject({
      method: 'POST',
      url: '/api/settings/restore',
      headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify(backup),
    });
    expect(restored.statusCode).toBe(200);
    const kept = await db()
      .select({ bankId: transactions.bankId })
      .from(transactions)
      .where(and(eq(transactions.userId, user.userId)));
    expect(kept).toHaveLength(6);
    const again = await sendImport(user, 'statement.camt053.xml');
    expect(again.json().message).toBe(MESSAGES.nothingToImport);
  });
});
