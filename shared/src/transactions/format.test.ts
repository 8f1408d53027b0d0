import { formatSignedAmount, formatTransactionDate } from './format';

test('formats a calendar date in the language of the user, whatever the time zone', () => {
  expect(formatTransactionDate('2025-03-01', 'en')).toEqual({ ok: true, text: 'Mar 1, 2025' });
  expect(formatTransactionDate('2025-03-01', 'de')).toEqual({ ok: true, text: '01.03.2025' });
  expect(formatTransactionDate('2025-03-01T00:00:00.000Z', 'en')).toEqual({ ok: true, text: 'Mar 1, 2025' });
});

test("'No date' for an empty date, 'Invalid date' for one that cannot be read", () => {
  expect(formatTransactionDate('', 'en')).toEqual({ ok: false, message: 'No date' });
  expect(formatTransactionDate(null, 'en')).toEqual({ ok: false, message: 'No date' });
  expect(formatTransactionDate('   ', 'en')).toEqual({ ok: false, message: 'No date' });
  expect(formatTransactionDate('yesterday', 'en')).toEqual({ ok: false, message: 'Invalid date' });
  expect(formatTransactionDate('2025-02-30', 'en')).toEqual({ ok: false, message: 'Invalid date' });
});

test('signs the absolute amount by type, in the currency and language of the user', () => {
  expect(formatSignedAmount(1234.5, 'Income', 'USD', 'en')).toBe('+$1,234.50');
  expect(formatSignedAmount(-1234.5, 'Expense', 'USD', 'en')).toBe('-$1,234.50');
  expect(formatSignedAmount(-99, 'Expense', 'INR', 'en')).toBe('-₹99.00');
  expect(formatSignedAmount(-5, 'Expense', 'EUR', 'fr')).toMatch(/^-5,00\s€$/);
});

test("signs a transfer's row by its amount: out of one account, into the other", () => {
  expect(formatSignedAmount(-250, 'Transfer', 'USD', 'en')).toBe('-$250.00');
  expect(formatSignedAmount(250, 'Transfer', 'USD', 'en')).toBe('+$250.00');
});
