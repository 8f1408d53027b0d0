// PGlite runs no autovacuum daemon: without this, its planner would never learn a table's size or values
// (100,000 transactions planned as if there were a handful) and no page would ever be marked all-visible for
// index-only scans. On PGlite the app checks the tables' change counters now and then and, past PostgreSQL's
// own autovacuum thresholds, runs ANALYZE or VACUUM itself. PostgreSQL's autovacuum needs no help.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from './client';

const MAINTENANCE_INTERVAL_MS = 60_000;

// PostgreSQL's defaults: autovacuum_analyze_threshold / _scale_factor and the insert thresholds.
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_THRESHOLD = 1000;
const VACUUM_SCALE = 0.2;

const tableStatsSchema = z.array(
  z.object({
    relname: z.string(),
    n_live_tup: z.coerce.number(),
    n_dead_tup: z.coerce.number(),
    n_mod_since_analyze: z.coerce.number(),
    n_ins_since_vacuum: z.coerce.number(),
  }),
);

export type TableStats = z.infer<typeof tableStatsSchema>[number];

/** What autovacuum would do for the table now: ANALYZE past the analyze threshold, VACUUM past the insert one. */
export function upkeepOf(table: TableStats): { analyze: boolean; vacuum: boolean } {
  return {
    analyze: table.n_mod_since_analyze > ANALYZE_THRESHOLD + ANALYZE_SCALE * table.n_live_tup,
    vacuum: table.n_ins_since_vacuum + table.n_dead_tup > VACUUM_THRESHOLD + VACUUM_SCALE * table.n_live_tup,
  };
}

/** Analyzes (and, when due, vacuums) the tables past a threshold; returns what it did. */
export async function maintainTables(
  db: Db,
): Promise<Array<{ table: string; analyze: boolean; vacuum: boolean }>> {
  // A backend reports its counters at most once a second and otherwise when idle, which a PGlite never is.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(
    sql`select relname, n_live_tup, n_dead_tup, n_mod_since_analyze, n_ins_since_vacuum
        from pg_stat_user_tables where schemaname = 'public'`,
  );
  const tables = tableStatsSchema.parse((result as { rows?: unknown }).rows ?? []);
  const done: Array<{ table: string; analyze: boolean; vacuum: boolean }> = [];
  for (const table of tables) {
    const { analyze, vacuum } = upkeepOf(table);
    if (!analyze && !vacuum) continue;
    const name = sql.identifier(table.relname);
    // VACUUM (ANALYZE) does both in one pass.
    await db.execute(vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
    done.push({ table: table.relname, analyze: true, vacuum });
  }
  return done;
}

export interface Maintenance {
  stop(): Promise<void>;
}

/** Checks the tables at once and every `intervalMs`, never two checks at a time. */
export function startPgliteMaintenance(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): Maintenance {
  let running: Promise<void> | undefined;
  const check = () => {
    if (running) return;
    running = maintainTables(db)
      .then((done) => {
        if (done.length > 0) log.debug({ done }, 'pglite maintenance');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'pglite maintenance failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  check();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
