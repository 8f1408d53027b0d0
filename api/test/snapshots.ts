// The migrated databases that global-setup.ts makes once per run, which each test file's database starts from:
// on PGlite dumps of an empty and of a migrated data folder, on PostgreSQL a migrated template database.
import { openAsBlob } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPglite, type Database } from '../src/db/client';

export const MIGRATIONS_FOLDER = resolve(__dirname, '..', 'drizzle');

/**
 * The environment variable naming the run's folder of PGlite dumps, set by global-setup.ts in either run: the
 * PostgreSQL run has tests of PGlite too.
 */
export const PGLITE_SNAPSHOTS = 'MONETA_TEST_PGLITE_SNAPSHOTS';
export const SNAPSHOT_FILES = { empty: 'empty.tar', migrated: 'migrated.tar' } as const;

/** The environment variable naming the run's migrated PostgreSQL template database, set by global-setup.ts. */
export const POSTGRES_TEMPLATE = 'MONETA_TEST_POSTGRES_TEMPLATE';

/** The run's dump of an empty or a migrated database; undefined when jest ran without global-setup.ts. */
export async function pgliteSnapshot(migrated: boolean): Promise<Blob | undefined> {
  const folder = process.env[PGLITE_SNAPSHOTS];
  if (!folder) return undefined;
  // Backed by the file, not copied into memory first: PGlite reads it once.
  return openAsBlob(join(folder, SNAPSHOT_FILES[migrated ? 'migrated' : 'empty']));
}

/**
 * An in-memory PGlite, empty (as initdb leaves it) or migrated: opened from the run's dump, as a fresh one takes
 * seconds of initdb; made and migrated here when jest ran without global-setup.ts.
 */
export async function openTestPglite({ migrated }: { migrated: boolean }): Promise<Database> {
  const snapshot = await pgliteSnapshot(migrated);
  const database = await openPglite(undefined, snapshot ? { snapshot } : {});
  if (migrated && !snapshot) await database.migrate(MIGRATIONS_FOLDER);
  return database;
}

/** The run's migrated template database; undefined when jest ran without global-setup.ts. */
export function postgresTemplate(): string | undefined {
  return process.env[POSTGRES_TEMPLATE] || undefined;
}
