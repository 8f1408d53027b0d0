// Rules that file transactions by themselves: kept in the person's order, run on every new transaction (a create,
// a recurring occurrence, an import), applied to existing transactions after a preview and undone. Another
// person's rules are never seen nor run.
import {
  MESSAGES,
  RULES_MAX,
  type MoneyAccount,
  type Rule,
  type RuleApplication,
  type RuleInput,
  type RuleList,
  type RulePreview,
  type RuleUndo,
  type Transaction,
  type TransactionInput,
  type TransactionList,
} from '@moneta/shared/contract';
import { previewRule } from '../src/rules/filing';
import { upload } from './csv-files';
import { bearer, dataOf, exportedData, newPerson, reauthenticate, useTestApp, type Person } from './helpers';
import { daysAgo, expense, income } from './transaction-fixtures';

const file = useTestApp();

const supermarket: RuleInput = { match: 'contains', text: 'tesco', category: 'Food', addTags: ['Groceries'] };

async function someone() {
  const person = await newPerson(file.app);
  return {
    ...person,
    /** A second account, "Savings". */
    addSavings: async () =>
      dataOf<MoneyAccount>(
        await person.accounts('POST', '/', {
          name: 'Savings',
          kind: 'Savings',
          openingBalance: 0,
          openingDate: '2024-01-01',
        }),
        201,
      ),
    addRule: async (input: RuleInput) => dataOf<Rule>(await person.rules('POST', '/', input), 201),
    rulesNow: async () => dataOf<RuleList>(await person.rules('GET', '/')).rules,
    create: async (input: TransactionInput) =>
      dataOf<Transaction>(await person.transactions('POST', '/', input), 201),
    list: async () =>
      dataOf<TransactionList>(
        await person.transactions('GET', '/?limit=100&sortBy=description&sortOrder=asc'),
      ).transactions,
  };
}

const refusal = async (person: Person, input: unknown) => {
  const response = await person.rules('POST', '/', input);
  expect(response.statusCode).toBe(422);
  return response.json<{ message: string; errors?: Array<{ field: string; message: string }> }>();
};

describe('rules', () => {
  it('keeps rules in order, edits, reorders and deletes them', async () => {
    const person = await someone();
    const first = await person.addRule(supermarket);
    expect(first).toMatchObject({
      position: 0,
      match: 'contains',
      text: 'tesco',
      type: null,
      minAmount: null,
      maxAmount: null,
      accountIds: [],
      category: 'Food',
      addTags: ['Groceries'],
      rename: null,
    });
    const second = await person.addRule({ match: 'startsWith', text: 'Uber', category: 'Transportation' });
    expect(second.position).toBe(1);

    const edited = dataOf<Rule>(
      await person.rules('PUT', `/${first.id}`, { ...supermarket, rename: 'Tesco', minAmount: 5 }),
    );
    expect(edited).toMatchObject({ id: first.id, position: 0, rename: 'Tesco', minAmount: 5 });

    const reordered = dataOf<RuleList>(await person.rules('PUT', '/order', { ids: [second.id, first.id] }));
    expect(reordered.rules.map((rule) => rule.id)).toEqual([second.id, first.id]);
    const incomplete = await person.rules('PUT', '/order', { ids: [second.id] });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json<{ errors: Array<{ message: string }> }>().errors[0]?.message).toBe(
      MESSAGES.ruleOrderIncomplete,
    );

    expect((await person.rules('DELETE', `/${second.id}`)).statusCode).toBe(200);
    expect(await person.rulesNow()).toEqual([expect.objectContaining({ id: first.id, position: 0 })]);
    expect((await person.rules('DELETE', `/${second.id}`)).statusCode).toBe(404);
  });

  it('refuses a rule without an action, an unsafe or broken pattern, a bad range, another type category', async () => {
    const person = await someone();
    const cases: Array<[unknown, string]> = [
      [{ match: 'contains', text: 'tesco' }, MESSAGES.ruleNoAction],
      [{ match: 'contains', text: '', category: 'Food' }, MESSAGES.ruleTextRequired],
      [{ match: 'contains', text: 'x'.repeat(101), category: 'Food' }, MESSAGES.ruleTextTooLong],
      [{ match: 'near', text: 'tesco', category: 'Food' }, MESSAGES.ruleMatchInvalid],
      [{ match: 'pattern', text: '(a+)+$', category: 'Food' }, MESSAGES.rulePatternUnsafe],
      [{ match: 'pattern', text: '(a|aa)*b', category: 'Food' }, MESSAGES.rulePatternUnsafe],
      [{ match: 'pattern', text: '(\\w)\\1', category: 'Food' }, MESSAGES.rulePatternUnsafe],
      [{ match: 'pattern', text: 'a*b*c*d*', category: 'Food' }, MESSAGES.rulePatternUnsafe],
      [{ match: 'pattern', text: 'tesco(', category: 'Food' }, MESSAGES.rulePatternInvalid],
      [{ ...supermarket, minAmount: 50, maxAmount: 10 }, MESSAGES.ruleAmountRange],
      [{ ...supermarket, minAmount: -1 }, MESSAGES.ruleAmountRange],
      [{ ...supermarket, type: 'Income' }, MESSAGES.categoryType],
      [{ ...supermarket, accountIds: ['00000000-0000-4000-8000-000000000000'] }, MESSAGES.accountNotFound],
    ];
    for (const [input, message] of cases) {
      const body = await refusal(person, input);
      expect({
        input,
        messages: [body.message, ...(body.errors ?? []).map((error) => error.message)],
      }).toEqual({
        input,
        messages: expect.arrayContaining([message]),
      });
    }
    expect(
      await person.addRule({ match: 'pattern', text: '^(tesco|sainsbury)\\s+\\d+$', category: 'Food' }),
    ).toMatchObject({ match: 'pattern' });
  });

  it('makes one rule per Idempotency-Key, however often it is sent', async () => {
    const person = await someone();
    const send = () =>
      file.app.inject({
        method: 'POST',
        url: '/api/rules/',
        headers: { ...bearer(person.accessToken), 'Idempotency-Key': 'rule-once-0001' },
        payload: supermarket,
      });
    const [first, again] = [await send(), await send()];
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ data: Rule }>().data.id).toBe(first.json<{ data: Rule }>().data.id);
    expect(await person.rulesNow()).toHaveLength(1);
  });

  it(`keeps at most ${RULES_MAX} rules`, async () => {
    const person = await someone();
    for (let index = 0; index < RULES_MAX; index += 1)
      await person.addRule({ match: 'equals', text: `shop ${index}`, category: 'Food' });
    const refused = await person.rules('POST', '/', supermarket);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(MESSAGES.rulesTooMany);
  });

  it('files a new transaction: category, tags and title, by text, amount, type and account', async () => {
    const person = await someone();
    const savings = await person.addSavings();
    await person.addRule(supermarket);
    await person.addRule({
      match: 'startsWith',
      text: 'TESCO EXPRESS',
      rename: 'Tesco Express',
      minAmount: 10,
    });
    await person.addRule({
      match: 'equals',
      text: 'Interest',
      type: 'Income',
      category: 'Investment',
      accountIds: [savings._id],
    });

    const shop = await person.create(
      expense({ description: 'TESCO EXPRESS 1234', amount: 25, category: 'Shopping', tags: ['Weekly'] }),
    );
    expect(shop).toMatchObject({
      description: 'Tesco Express',
      category: 'Food',
      tags: ['Weekly', 'Groceries'],
    });
    // Below the second rule's lowest amount: only the first one files it.
    const small = await person.create(
      expense({ description: 'Tesco Express 99', amount: 5, category: 'Shopping' }),
    );
    expect(small).toMatchObject({ description: 'Tesco Express 99', category: 'Food', tags: ['Groceries'] });
    // An income's category is never set to an expense's.
    const refund = await person.create(
      income({ description: 'Tesco refund', amount: 5, category: 'Other Income' }),
    );
    expect(refund).toMatchObject({ category: 'Other Income', tags: ['Groceries'] });
    const interestMain = await person.create(income({ description: 'interest', category: 'Other Income' }));
    expect(interestMain.category).toBe('Other Income');
    const interestSavings = await person.create(
      income({ description: 'Interest', category: 'Other Income', accountId: savings._id }),
    );
    expect(interestSavings.category).toBe('Investment');

    // Another person's rules never run on this person's transactions.
    const other = await someone();
    expect(await other.create(expense({ description: 'Tesco', category: 'Shopping' }))).toMatchObject({
      category: 'Shopping',
      tags: [],
    });
  });

  it('files each recurring occurrence and each imported row', async () => {
    const person = await someone();
    await person.addRule({ match: 'contains', text: 'gym', category: 'Healthcare', addTags: ['Fitness'] });
    const template = await person.create(
      expense({ description: 'Gym', category: 'Shopping', date: daysAgo(2) }),
    );
    expect(template).toMatchObject({ category: 'Healthcare', tags: ['Fitness'] });
    expect(
      (await person.transactions('POST', `/${template._id}/recurring`, { frequency: 'daily' })).statusCode,
    ).toBe(201);

    await person.addRule({ match: 'pattern', text: '^uber\\s', category: 'Transportation', rename: 'Uber' });
    const imported = await upload(file.app, '/import', person.accessToken, {
      csv: 'Date,Title,Amount\r\n2024-01-05,UBER TRIP 77,-13.50\r\n2024-01-06,Corner shop,-4\r\n',
      fileName: 'card.csv',
      mapping: { date: 'Date', description: 'Title', amount: 'Amount' },
    });
    expect(imported.statusCode).toBe(201);
    const rows = await person.list();
    expect(rows.filter((row) => row.description === 'Gym').map((row) => [row.category, row.tags])).toEqual(
      Array(3).fill(['Healthcare', ['Fitness']]),
    );
    expect(rows.find((row) => row.description === 'Uber')).toMatchObject({
      category: 'Transportation',
      amount: -13.5,
    });
    expect(rows.find((row) => row.description === 'Corner shop')).toMatchObject({
      category: 'Other Expense',
    });
  });

  it('previews, applies and undoes a rule on existing transactions, leaving rows edited since', async () => {
    const person = await someone();
    const a = await person.create(
      expense({ description: 'Tesco Metro', category: 'Shopping', date: '2024-03-02' }),
    );
    const b = await person.create(
      expense({ description: 'tesco.com', category: 'Other Expense', date: '2024-03-09' }),
    );
    await person.create(expense({ description: 'Tesco', category: 'Food', tags: ['Groceries'] }));
    await person.create(expense({ description: 'Aldi', category: 'Shopping' }));
    const rule = await person.addRule(supermarket);

    const preview = dataOf<RulePreview>(await person.rules('GET', `/${rule.id}/preview`));
    expect(preview.total).toBe(2);
    expect(preview.changes).toEqual([
      expect.objectContaining({
        id: b._id,
        date: '2024-03-09',
        before: { description: 'tesco.com', category: 'Other Expense', tags: [] },
        after: { description: 'tesco.com', category: 'Food', tags: ['Groceries'] },
      }),
      expect.objectContaining({ id: a._id, before: expect.objectContaining({ category: 'Shopping' }) }),
    ]);

    const applied = dataOf<RuleApplication>(await person.rules('POST', `/${rule.id}/apply`));
    expect(applied).toMatchObject({ ruleId: rule.id, changed: 2 });
    expect(dataOf<RulePreview>(await person.rules('GET', `/${rule.id}/preview`)).total).toBe(0);
    const after = await person.list();
    expect(after.find((row) => row._id === a._id)).toMatchObject({ category: 'Food', tags: ['Groceries'] });

    // Another person can neither preview, apply nor undo it.
    const other = await someone();
    expect((await other.rules('GET', `/${rule.id}/preview`)).statusCode).toBe(404);
    expect((await other.rules('POST', `/${rule.id}/apply`)).statusCode).toBe(404);
    expect((await other.rules('DELETE', `/applications/${applied.id}`)).statusCode).toBe(404);

    // The person edits one of the two since: the undo leaves it as edited.
    expect(
      (
        await person.transactions(
          'PUT',
          `/${b._id}`,
          expense({ description: 'Tesco online', category: 'Food', date: '2024-03-09' }),
        )
      ).statusCode,
    ).toBe(200);
    const undone = dataOf<RuleUndo>(await person.rules('DELETE', `/applications/${applied.id}`));
    expect(undone).toEqual({ restored: 1, keptEdited: 1 });
    const restored = await person.list();
    expect(restored.find((row) => row._id === a._id)).toMatchObject({ category: 'Shopping', tags: [] });
    expect(restored.find((row) => row._id === b._id)).toMatchObject({
      description: 'Tesco online',
      category: 'Food',
    });
    const again = await person.rules('DELETE', `/applications/${applied.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(MESSAGES.ruleApplicationNotFound);
  });

  it('matches a pattern of the largest bounded kind on the longest title at once', async () => {
    const person = await someone();
    const rule = await person.addRule({ match: 'pattern', text: '\\w*\\w*\\w*!', category: 'Food' });
    await person.create(expense({ description: 'a'.repeat(200), category: 'Shopping' }));
    const preview = dataOf<RulePreview>(await person.rules('GET', `/${rule.id}/preview`));
    expect(preview.total).toBe(0);
  });

  it('stops checking a rule against the existing transactions past its time limit, and says why', async () => {
    const person = await someone();
    const rule = await person.addRule({ match: 'pattern', text: '\\w*\\w*\\w*!', category: 'Food' });
    for (let index = 0; index < 5; index += 1)
      await person.create(expense({ description: `${index}${'a'.repeat(199)}`, category: 'Shopping' }));
    // A limit of no time at all: the first title checked already passes it. (The real limit is wall time, so
    // how many of these titles it lets through depends on the machine; the test before shows one goes through.)
    await expect(previewRule(file.testDb.database.db, person.userId, rule.id, 0)).rejects.toMatchObject({
      statusCode: 422,
      message: MESSAGES.ruleTooSlow,
    });
  });

  it('backs rules up in their order and restores them with the restored accounts', async () => {
    const person = await someone();
    const savings = await person.addSavings();
    await person.addRule({
      match: 'equals',
      text: 'Interest',
      category: 'Investment',
      accountIds: [savings._id],
    });
    await person.addRule(supermarket);
    const backup = await exportedData<{ rules: Array<Record<string, unknown>> }>(
      file.app,
      person.accessToken,
    );
    expect(backup.rules).toEqual([
      expect.objectContaining({ text: 'Interest', accountIds: [savings._id] }),
      expect.objectContaining({ text: 'tesco', addTags: ['Groceries'] }),
    ]);

    const fresh = await someone();
    expect((await reauthenticate(file.app, fresh.accessToken)).statusCode).toBe(200);
    const restoring = await file.app.inject({
      method: 'POST',
      url: '/api/settings/restore',
      headers: { ...bearer(fresh.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify(backup),
    });
    expect(restoring.statusCode).toBe(200);
    const restored = await fresh.rulesNow();
    const accounts = dataOf<{ accounts: MoneyAccount[] }>(await fresh.accounts('GET', '/')).accounts;
    const restoredSavings = accounts.find((account) => account.name === 'Savings');
    expect(restored.map((rule) => [rule.position, rule.text, rule.accountIds])).toEqual([
      [0, 'Interest', [restoredSavings?._id]],
      [1, 'tesco', []],
    ]);
  });
});
