import { sql } from 'drizzle-orm';
import { openTestPglite } from '../../test/snapshots';
import type { Database } from './client';
import { maintainTables, upkeepOf } from './maintenance';
import { accounts, transactions, users } from './schema';

const stats = (live: number, modified: number, inserted: number, dead = 0) => ({
  relname: 't',
  n_live_tup: live,
  n_dead_tup: dead,
  n_mod_since_analyze: modified,
  n_ins_since_vacuum: inserted,
});

describe('upkeepOf', () => {
  it("follows PostgreSQL's autovacuum thresholds", () => {
    expect(upkeepOf(stats(0, 50, 50))).toEqual({ analyze: false, vacuum: false });
    expect(upkeepOf(stats(0, 51, 51))).toEqual({ analyze: true, vacuum: false });
    expect(upkeepOf(stats(100_000, 10_000, 10_000))).toEqual({ analyze: false, vacuum: false });
    expect(upkeepOf(stats(100_000, 10_051, 10_051))).toEqual({ analyze: true, vacuum: false });
    expect(upkeepOf(stats(100_000, 21_001, 21_001))).toEqual({ analyze: true, vacuum: true });
    expect(upkeepOf(stats(100_000, 0, 0, 21_001))).toEqual({ analyze: false, vacuum: true });
  });
});

describe('maintainTables on PGlite', () => {
  let database: Database;

  // Without the run's migrated dump, a fresh PGlite and every migration: seconds alone, more than the usual 30 s
  // on a machine busy with a build.
  beforeAll(async () => {
    database = await openTestPglite({ migrated: true });
  }, 180_000);

  afterAll(async () => {
    await database.close();
  });

  it('analyzes and vacuums a table after a bulk insert, then leaves it alone', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ username: 'Bulk', email: 'bulk@example.com', passwordHash: 'x' })
      .returning();
    const [account] = await database.db
      .insert(accounts)
      .values({ userId: user?.id ?? '', name: 'Main', kind: 'Current', openingDate: '2024-01-01' })
      .returning();
    await database.db.insert(transactions).values(
      Array.from({ length: 2000 }, (_, index) => ({
        userId: user?.id ?? '',
        accountId: account?.id ?? '',
        description: `Row ${index}`,
        amountMinor: -100,
        type: 'Expense' as const,
        category: 'Food' as const,
        date: '2024-01-01',
      })),
    );
    expect(await maintainTables(database.db)).toContainEqual({
      table: 'transactions',
      analyze: true,
      vacuum: true,
    });
    const result = await database.db.execute(
      sql`select last_analyze is not null as analyzed, last_vacuum is not null as vacuumed
          from pg_stat_user_tables where relname = 'transactions'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ analyzed: true, vacuumed: true }]);
    expect((await maintainTables(database.db)).map((item) => item.table)).not.toContain('transactions');
  });
});
