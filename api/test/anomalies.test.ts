import { and, eq, sql } from 'drizzle-orm';
import type { Anomalies, TransactionInput } from '@moneta/shared/contract';
import { userChanges } from '../src/analytics/schema';
import { transactions } from '../src/transactions/schema';
import { createTestApp, openSecondConnection, useTestApp, mainAccountOf } from './helpers';
import { failureOf, newAnalyticsUser, type AnalyticsUser } from './analytics-fixtures';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();

/** June 2024; its baseline runs from 2023-06-01. */
const PERIOD = 'startDate=2024-06-01&endDate=2024-06-30';

const spent = (
  category: TransactionInput['category'],
  amount: number,
  date: string,
  description = category,
) => expense({ category, amount, date, description });

/**
 * The known user's expenses (amounts spent):
 * - Food: 40, 42, 44, 900, 45, 45, 48 before June, 46, 50, 52, 55 and 1250 in June; 5000 on 2023-05-31 (before
 *   the baseline) and 9999 on 2024-07-01 (after the period) are outside. Sorted: 40 42 44 45 45 46 | 48 50 52 55
 *   900 1250, median 47; deviations 1 1 2 2 3 3 | 5 5 7 8 853 1203, MAD 4, spread 1.4826 x 4 = 5.9304.
 *   1250: 1203 / 5.9304 = 202.853 -> 202.9. 55: 8 / 5.9304 = 1.35, not unusual; 900 is not in June.
 * - Transportation: 20 six times and 80: median 20, MAD 0; mean absolute deviation 60 / 7, spread
 *   1.2533 x 60 / 7 = 10.7426; 80: 60 / 10.7426 = 5.585 -> 5.6.
 * - Shopping: 200, 190, 210, 205, 195, 200 and 2: median 200, deviations 0 0 5 5 10 10 198, MAD 5, spread 7.413;
 *   2: 198 / 7.413 = 26.710 -> 26.7, below.
 * - Rent: 500 six times: MAD and mean deviation 0, nothing unusual.
 * - Travel: 10, 10, 10 and 5000: 4 rows, fewer than 5, never judged.
 * - An income of 100,000 among salaries of 1000: incomes are not judged.
 */
const KNOWN: TransactionInput[] = [
  spent('Food', 5000, '2023-05-31'),
  spent('Food', 40, '2023-07-05'),
  spent('Food', 42, '2023-09-10'),
  spent('Food', 44, '2023-11-11'),
  spent('Food', 900, '2023-12-10', 'Party'),
  spent('Food', 45, '2024-01-15'),
  spent('Food', 45, '2024-03-03'),
  spent('Food', 48, '2024-05-20'),
  spent('Food', 46, '2024-06-02'),
  spent('Food', 50, '2024-06-10'),
  spent('Food', 52, '2024-06-15'),
  spent('Food', 55, '2024-06-20'),
  spent('Food', 1250, '2024-06-25', 'Wedding dinner'),
  spent('Food', 9999, '2024-07-01'),
  spent('Transportation', 20, '2023-08-01'),
  spent('Transportation', 20, '2023-10-01'),
  spent('Transportation', 20, '2024-02-01'),
  spent('Transportation', 20, '2024-04-01'),
  spent('Transportation', 20, '2024-06-05'),
  spent('Transportation', 20, '2024-06-06'),
  spent('Transportation', 80, '2024-06-07', 'Taxi to the airport'),
  spent('Shopping', 200, '2023-12-24'),
  spent('Shopping', 190, '2024-02-14'),
  spent('Shopping', 210, '2024-06-03'),
  spent('Shopping', 205, '2024-06-04'),
  spent('Shopping', 195, '2024-06-08'),
  spent('Shopping', 200, '2024-06-09'),
  spent('Shopping', 2, '2024-06-11', 'Shoelaces'),
  ...['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01', '2024-06-01'].map((date) =>
    spent('Rent', 500, date),
  ),
  spent('Travel', 10, '2024-03-10'),
  spent('Travel', 10, '2024-04-10'),
  spent('Travel', 10, '2024-05-10'),
  spent('Travel', 5000, '2024-06-12'),
  ...['2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01', '2024-06-01'].map((date) =>
    income({ amount: 1000, date }),
  ),
  income({ amount: 100_000, date: '2024-06-15', category: 'Bonus' }),
];

let known: AnalyticsUser;

beforeAll(async () => {
  known = await newAnalyticsUser(file.app);
  for (const input of KNOWN) await create(known.transactions, input);
  // Another user's Food in June: ten of 1250 would move the known user's median to 1250 if they were counted.
  const intruder = await newAnalyticsUser(file.app);
  for (let day = 10; day < 20; day += 1) {
    await create(intruder.transactions, spent('Food', 1250, `2024-06-${day}`));
  }
  await create(intruder.transactions, spent('Food', 45, '2024-06-21'));
});

describe('anomalies', () => {
  it('finds the planted outliers, highest score first, and no normal row', async () => {
    const result = await known.get<Anomalies>(`/transactions/anomalies?${PERIOD}`);
    expect(result.period).toEqual({ startDate: '2024-06-01', endDate: '2024-06-30' });
    expect(result.anomalies).toEqual([
      {
        transaction: {
          _id: expect.any(String),
          description: 'Wedding dinner',
          amount: -1250,
          type: 'Expense',
          category: 'Food',
          date: '2024-06-25',
        },
        categoryMedian: 47,
        score: 202.9,
        reason: "1,250.00 is 202.9 times the usual spread above this category's median of 47.00",
      },
      {
        transaction: {
          _id: expect.any(String),
          description: 'Shoelaces',
          amount: -2,
          type: 'Expense',
          category: 'Shopping',
          date: '2024-06-11',
        },
        categoryMedian: 200,
        score: 26.7,
        reason: "2.00 is 26.7 times the usual spread below this category's median of 200.00",
      },
      {
        // MAD 0: the mean absolute deviation stands in.
        transaction: {
          _id: expect.any(String),
          description: 'Taxi to the airport',
          amount: -80,
          type: 'Expense',
          category: 'Transportation',
          date: '2024-06-07',
        },
        categoryMedian: 20,
        score: 5.6,
        reason: "80.00 is 5.6 times the usual spread above this category's median of 20.00",
      },
    ]);
    expect(result.method).toContain('|amount - median| / (1.4826 x MAD), exceeds 3.5');
  });

  it('judges only the period, against its own baseline', async () => {
    // December 2023: Food's baseline is 2022-12-01 to 2023-12-31 (5000 of May 2023 included): 40 42 44 900
    // 5000, median 44, deviations 2 4 0 856 4956, MAD 4, spread 5.9304. 900: 856 / 5.9304 = 144.34 -> 144.3;
    // 5000 is May's.
    const result = await known.get<Anomalies>(
      '/transactions/anomalies?startDate=2023-12-01&endDate=2023-12-31',
    );
    expect(result.anomalies.map((anomaly) => [anomaly.transaction.description, anomaly.score])).toEqual([
      ['Party', 144.3],
    ]);
    expect(result.anomalies[0]?.categoryMedian).toBe(44);
  });

  it('answers none without expenses in the period', async () => {
    const result = await known.get<Anomalies>(
      '/transactions/anomalies?startDate=2022-01-01&endDate=2022-12-31',
    );
    expect(result.anomalies).toEqual([]);
  });

  it('validates the period and needs a token', async () => {
    const invalid = await known.call('/transactions/anomalies?startDate=2024-02-30');
    expect(invalid.statusCode).toBe(422);
    expect(failureOf(invalid).errors?.map((error) => error.field)).toEqual(['startDate']);
    const anonymous = await file.app.inject({
      method: 'GET',
      url: `/api/analytics/transactions/anomalies?${PERIOD}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('kept answers', () => {
  /** The descriptions and scores of the user's June anomalies. */
  const juneOf = async (user: AnalyticsUser) =>
    (await user.get<Anomalies>(`/transactions/anomalies?${PERIOD}`)).anomalies.map((anomaly) => [
      anomaly.transaction.description,
      anomaly.score,
    ]);

  /**
   * Food 40, 45, 50, 55 and 60 in June: median 50, MAD 5, spread 7.413; the farthest, 10 away, scores 1.35.
   * With 500 too: sorted 40 45 50 55 60 500, median 52.5; distances 2.5 2.5 7.5 7.5 12.5 447.5, MAD 7.5,
   * spread 11.1195; 500 scores 447.5 / 11.1195 = 40.24 -> 40.2.
   */
  async function usualFoodUser(): Promise<AnalyticsUser> {
    const user = await newAnalyticsUser(file.app);
    for (const [amount, day] of [
      [40, '01'],
      [45, '03'],
      [50, '05'],
      [55, '07'],
      [60, '09'],
    ] as const) {
      await create(user.transactions, spent('Food', amount, `2024-06-${day}`));
    }
    return user;
  }

  const planted = (amount = 500) => spent('Food', amount, '2024-06-20', 'Planted outlier');

  it('answers a repeated call the same, and follows every write of the transactions', async () => {
    const user = await usualFoodUser();
    const first = await user.get<Anomalies>(`/transactions/anomalies?${PERIOD}`);
    expect(first.anomalies).toEqual([]);
    expect(await user.get<Anomalies>(`/transactions/anomalies?${PERIOD}`)).toEqual(first);

    const outlier = await create(user.transactions, planted());
    expect(await juneOf(user)).toEqual([['Planted outlier', 40.2]]);
    expect(await juneOf(user)).toEqual([['Planted outlier', 40.2]]);

    // Edited to 52: 40 45 50 52 55 60, median 51, distances 1 1 4 6 9 11, MAD 5: 11 / 7.413 = 1.48.
    const edited = await user.transactions('PUT', `/${outlier._id}`, planted(52));
    expect(edited.statusCode).toBe(200);
    expect(await juneOf(user)).toEqual([]);

    // With 500 again: 40 45 50 52 55 60 500, median 52, distances 12 7 2 0 3 8 448, MAD 7, spread 10.3782;
    // 448 / 10.3782 = 43.17 -> 43.2.
    const again = await create(user.transactions, planted());
    expect(await juneOf(user)).toEqual([['Planted outlier', 43.2]]);
    expect((await user.transactions('DELETE', `/${again._id}`)).statusCode).toBe(200);
    expect(await juneOf(user)).toEqual([]);
  });

  it("never serves one user's answer to another", async () => {
    const withOutlier = await usualFoodUser();
    await create(withOutlier.transactions, planted());
    const without = await usualFoodUser();
    const empty = await newAnalyticsUser(file.app);
    expect(await juneOf(withOutlier)).toEqual([['Planted outlier', 40.2]]);
    expect(await juneOf(without)).toEqual([]);
    expect(await juneOf(empty)).toEqual([]);
    expect(await juneOf(withOutlier)).toEqual([['Planted outlier', 40.2]]);
    // The intruder's June Food: 1250 ten times and 45: median 1250, MAD 0; mean distance 1205 / 11 =
    // 109.545, spread 1.2533 x 109.545 = 137.293; 45 scores 1205 / 137.293 = 8.78 -> 8.8. The known user's
    // answer, asked just before, stays the known user's.
    const intruder = await newAnalyticsUser(file.app);
    for (let day = 10; day < 20; day += 1)
      await create(intruder.transactions, spent('Food', 1250, `2024-06-${day}`));
    await create(intruder.transactions, spent('Food', 45, '2024-06-21', 'Lunch'));
    const knownJune = await juneOf(known);
    expect(await juneOf(intruder)).toEqual([['Lunch', 8.8]]);
    expect(await juneOf(known)).toEqual(knownJune);
  });

  it('keeps an answer per period', async () => {
    const user = await usualFoodUser();
    await create(user.transactions, planted());
    expect(await juneOf(user)).toEqual([['Planted outlier', 40.2]]);
    const may = await user.get<Anomalies>('/transactions/anomalies?startDate=2024-05-01&endDate=2024-05-31');
    expect(may.anomalies).toEqual([]);
    expect(may.period).toEqual({ startDate: '2024-05-01', endDate: '2024-05-31' });
  });

  it('sees a write made through another instance', async () => {
    // On PostgreSQL the second instance has its own pool and its own kept answers, as a second server has.
    const secondDatabase = await openSecondConnection(file.testDb.database);
    const second = (await createTestApp(secondDatabase ?? file.testDb.database)).app;
    try {
      const user = await usualFoodUser();
      const url = `/api/analytics/transactions/anomalies?${PERIOD}`;
      const viaSecond = async () => {
        const response = await second.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${user.accessToken}` },
        });
        return response.json<{ data: Anomalies }>().data.anomalies.map((anomaly) => anomaly.score);
      };
      expect(await viaSecond()).toEqual([]);
      await create(user.transactions, planted());
      expect(await viaSecond()).toEqual([40.2]);
    } finally {
      await second.close();
      await secondDatabase?.close();
    }
  });

  it('does not keep an answer while an older transaction is open (PostgreSQL)', async () => {
    // PGlite has one connection: no other transaction can be open while an answer is computed.
    const secondDatabase = await openSecondConnection(file.testDb.database);
    if (!secondDatabase) return;
    const { db } = file.testDb.database;
    const stampOf = async (userId: string) => {
      const [row] = await db
        .select({ at: sql<string>`${userChanges.changedAt}::text` })
        .from(userChanges)
        .where(and(eq(userChanges.userId, userId), eq(userChanges.domain, 'transactions')));
      return row?.at;
    };
    try {
      const user = await usualFoodUser();
      let begun!: () => void;
      const started = new Promise<void>((resolve) => (begun = resolve));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // A transaction that begins now and writes an outlier only after a later write has committed: its rows
      // are stamped with its own start, earlier than that write's, so the stamp does not move when it commits.
      const older = secondDatabase.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        begun();
        await gate;
        const accountId = await mainAccountOf(tx, user.userId);
        await tx.insert(transactions).values({
          userId: user.userId,
          accountId,
          description: 'Late outlier',
          amountMinor: -50000,
          type: 'Expense',
          category: 'Food',
          date: '2024-06-20',
        });
      });
      await started;
      // 52: 40 45 50 52 55 60, nothing unusual.
      await create(user.transactions, spent('Food', 52, '2024-06-11'));
      const stamp = await stampOf(user.userId);
      expect(await juneOf(user)).toEqual([]);
      release();
      await older;
      expect(await stampOf(user.userId)).toBe(stamp);
      // 40 45 50 52 55 60 500: median 52, distances 12 7 2 0 3 8 448, MAD 7, spread 10.3782; 500 scores
      // 448 / 10.3782 = 43.17 -> 43.2.
      expect(await juneOf(user)).toEqual([['Late outlier', 43.2]]);
    } finally {
      await secondDatabase.close();
    }
  });
});
