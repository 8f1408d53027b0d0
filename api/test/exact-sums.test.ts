// Sums are exact: every total the product shows reaches the client to the cent, and a total that a
// JSON number cannot carry to the cent is refused with a message, never rounded.
import { MESSAGES } from '@moneta/shared/contract';
import { addMinor, exactMinor, fromMinorUnits } from '../src/db/money';
import { todayUtc } from '../src/transactions/dates';
import { registerUser, useTestApp, userCallerFor, type UserCaller } from './helpers';
import { create, income, type Caller } from './transaction-fixtures';

const file = useTestApp();

/** The largest amount one transaction may have. */
const LARGEST = 999_999_999_999.99;

async function withIncomes(count: number): Promise<UserCaller> {
  const user = await registerUser(file.app);
  const call = userCallerFor(file.app, '/api', user);
  const transactions: Caller = (method, path, payload) => call(method, `/transaction${path}`, payload);
  for (let index = 0; index < count; index += 1) {
    await create(transactions, income({ amount: LARGEST, date: todayUtc(), description: `Sale ${index}` }));
  }
  return call;
}

/** The figures every screen of totals reads. */
const TOTALS = [
  '/transaction/dashboard',
  '/transaction/current-month',
  '/analytics/dashboard',
  '/analytics/monthly/current',
  '/analytics/income/trends',
  '/analytics/savings/rate',
];

describe('money conversions', () => {
  it('carries every total of up to 15 digits to the cent', () => {
    expect(fromMinorUnits(999_999_999_999_999)).toBe(9_999_999_999_999.99);
    expect(fromMinorUnits(-999_999_999_999_999n)).toBe(-9_999_999_999_999.99);
    expect(fromMinorUnits(30)).toBe(0.3);
  });

  it('refuses a total beyond that, and a sum that leaves the exact integers even if it would cancel out', () => {
    expect(() => fromMinorUnits(1_000_000_000_000_000)).toThrow(MESSAGES.totalTooLarge);
    expect(() => exactMinor('9007199254740993')).toThrow(MESSAGES.totalTooLarge);
    expect(() => addMinor(Number.MAX_SAFE_INTEGER, 2)).toThrow(MESSAGES.totalTooLarge);
    expect(exactMinor('-123456789012345')).toBe(-123_456_789_012_345);
  });
});

describe('totals of the largest amounts', () => {
  it('shows 9 of them to the cent on every screen of totals', async () => {
    const call = await withIncomes(9);
    for (const path of TOTALS) {
      const response = await call('GET', path);
      expect([path, response.statusCode]).toEqual([path, 200]);
    }
    const dashboard = await call('GET', '/transaction/dashboard');
    expect(dashboard.body).toContain('8999999999999.91');
  });

  it('refuses with a message, rather than rounding, once they pass 15 digits', async () => {
    const call = await withIncomes(11);
    for (const path of TOTALS) {
      const response = await call('GET', path);
      expect([path, response.statusCode, response.json<{ message: string }>().message]).toEqual([
        path,
        422,
        MESSAGES.totalTooLarge,
      ]);
    }
    // The rows themselves are still listed, each exact.
    const list = await call('GET', '/transaction');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('999999999999.99');
  });
});
