// Once per run, the migrated database that each test file's database starts from (helpers.ts), so that no file
// pays for the migrations, nor on PGlite for its initdb: a fresh PGlite takes seconds where a dump opens in about
// a third of that, and a run opens some hundred databases. On PGlite: an empty and a migrated data folder, dumped
// to files, made in the PostgreSQL run too, whose tests of PGlite itself open them. On PostgreSQL: a migrated
// template database, copied by CREATE DATABASE.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPostgres, PGLITE_EXTENSIONS } from '../src/db/client';
import { MIGRATIONS_FOLDER, PGLITE_SNAPSHOTS, POSTGRES_TEMPLATE, SNAPSHOT_FILES } from './snapshots';

async function dump(client: PGlite, file: string): Promise<void> {
  // Written out in full, so that the copies open without replaying the log.
  await client.exec('CHECKPOINT');
  const tarball = await client.dumpDataDir('none');
  writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
}

async function pgliteSnapshots(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'moneta-pglite-'));
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await dump(client, join(folder, SNAPSHOT_FILES.empty));
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    await dump(client, join(folder, SNAPSHOT_FILES.migrated));
  } finally {
    await client.close();
  }
  process.env[PGLITE_SNAPSHOTS] = folder;
}

async function postgresTemplate(adminUrl: string): Promise<void> {
  const name = `moneta_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  // Named before it is filled, so that the teardown drops it even when the migrations fail.
  process.env[POSTGRES_TEMPLATE] = name;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy is made: CREATE DATABASE refuses a template that has connections.
  const database = await openPostgres(url.toString());
  try {
    await database.migrate(MIGRATIONS_FOLDER);
  } finally {
    await database.close();
  }
}

export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // PGlite's work is this thread's, PostgreSQL's the server's: side by side they take little more than one.
  await Promise.all([pgliteSnapshots(), adminUrl ? postgresTemplate(adminUrl) : undefined]);
}
