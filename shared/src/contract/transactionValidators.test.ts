import {
  bulkDeleteSchema,
  hasAtMostTwoDecimals,
  recurringInputSchema,
  transactionInputSchema,
  transactionListQuerySchema,
} from './transactionValidators';
import { isCalendarDate } from './dates';
import { MESSAGES } from './messages';

const valid = { description: 'Lunch', amount: 12.5, type: 'Expense', category: 'Food', date: '2026-11-02' };

function firstMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('calendar dates', () => {
  it.each(['2024-02-29', '2026-01-31', '1900-01-01', '2999-12-31'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });
  it.each([
    '2023-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-1-01',
    '26-01-01',
    '0001-01-01',
    '1899-12-31',
    '3000-01-01',
    '',
  ])('refuses %s', (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });
});

describe('two decimals', () => {
  it('tolerates binary noise but not a third decimal', () => {
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1234567.89)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  });
});

describe('transaction input', () => {
  it('says the sentence when title, amount or category is missing', () => {
    expect(firstMessages(transactionInputSchema.safeParse({ ...valid, description: '  ' }))).toEqual({
      description: MESSAGES.requiredFields,
    });
    expect(firstMessages(transactionInputSchema.safeParse({ ...valid, amount: undefined }))).toEqual({
      amount: MESSAGES.requiredFields,
    });
    expect(firstMessages(transactionInputSchema.safeParse({ ...valid, category: '' }))).toEqual({
      category: MESSAGES.requiredFields,
    });
  });

  it('checks the amount', () => {
    const amountMessage = (amount: number) =>
      firstMessages(transactionInputSchema.safeParse({ ...valid, amount })).amount;
    expect(amountMessage(0)).toBe(MESSAGES.amountZero);
    expect(amountMessage(1e12)).toBe(MESSAGES.amountLimit);
    expect(amountMessage(1.234)).toBe(MESSAGES.amountDecimals);
    expect(amountMessage(Number.NaN)).toBe(MESSAGES.requiredFields);
    expect(amountMessage(-999999999999.99)).toBeUndefined();
  });

  it('takes any category name: whether it is the person’s, of the type, only the server can tell', () => {
    expect(transactionInputSchema.parse({ ...valid, category: 'Eating out' }).category).toBe('Eating out');
    expect(firstMessages(transactionInputSchema.safeParse({ ...valid, category: 'x'.repeat(65) }))).toEqual({
      category: MESSAGES.categoryType,
    });
  });

  it('requires a real date and cuts an ISO date-time to its date', () => {
    expect(firstMessages(transactionInputSchema.safeParse({ ...valid, date: '2023-02-29' }))).toEqual({
      date: MESSAGES.dateInvalid,
    });
    expect(transactionInputSchema.parse({ ...valid, date: '2026-11-02T10:00:00.000Z' }).date).toBe(
      '2026-11-02',
    );
    expect(transactionInputSchema.parse({ ...valid, date: '2026-11-02T23:59+05:30' }).date).toBe(
      '2026-11-02',
    );
  });

  it.each(['2024-02-29T99:99:99', '2024-02-29T24:00:00Z', '2024-02-29T10:00:00+25:00', '2024-02-29Tnoon'])(
    'refuses %s: a date-time must have a real time',
    (date) => {
      expect(firstMessages(transactionInputSchema.safeParse({ ...valid, date }))).toEqual({
        date: MESSAGES.dateInvalid,
      });
    },
  );

  it('trims the title, defaults the notes and limits lengths', () => {
    expect(transactionInputSchema.parse({ ...valid, description: ' Lunch ' })).toMatchObject({
      description: 'Lunch',
      notes: '',
    });
    expect(transactionInputSchema.safeParse({ ...valid, description: 'x'.repeat(201) }).success).toBe(false);
    expect(transactionInputSchema.safeParse({ ...valid, notes: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('list query', () => {
  it('defaults to date desc, page 1, 20 a page', () => {
    expect(transactionListQuerySchema.parse({})).toMatchObject({
      sortBy: 'date',
      sortOrder: 'desc',
      page: 1,
      limit: 20,
    });
  });

  it.each([
    [{ sortBy: 'date;drop table transactions' }],
    [{ sortOrder: 'up' }],
    [{ limit: '101' }],
    [{ limit: '-1' }],
    [{ page: '0' }],
    [{ page: '1e3' }],
    [{ startDate: '2026-02-30' }],
    [{ startDate: '2026-05-01', endDate: '2026-04-01' }],
  ])('refuses %j', (query) => {
    expect(transactionListQuerySchema.safeParse(query).success).toBe(false);
  });

  it('ignores a userId', () => {
    expect(transactionListQuerySchema.parse({ userId: 'someone-else' })).not.toHaveProperty('userId');
  });
});

describe('recurring and bulk delete', () => {
  it('needs a known frequency; the end date is optional', () => {
    expect(recurringInputSchema.parse({ frequency: 'monthly' })).toEqual({
      frequency: 'monthly',
      endDate: null,
    });
    expect(recurringInputSchema.safeParse({ frequency: 'hourly' }).success).toBe(false);
  });
  it('needs at least one id', () => {
    expect(bulkDeleteSchema.safeParse({ transactionIds: [] }).success).toBe(false);
  });
});
