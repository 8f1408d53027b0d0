// The databases a bench runs on: a PGlite data folder opened directly (the server stopped), and a fresh
// PostgreSQL database on the server of BENCH_DATABASE_URL, dropped afterwards.
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { join } from 'node:path';

/** The PostgreSQL server to create the bench's database on, or undefined. */
export const adminUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

/**
 * Runs `seed(query)` on the data folder that the server (startServer's `dataDir`) uses, with the extensions
 * its migrations created; one process owns the folder at a time, so the server must be stopped.
 */
export async function withPglite(dataDir, seed) {
  const client = new PGlite(join(dataDir, 'pglite'), { extensions: { pg_trgm, btree_gin } });
  try {
    return await seed((text, params) => client.query(text, params));
  } finally {
    await client.close();
  }
}

/** Runs `work(query)` on one connection to `url`. */
export async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((text, params) => client.query(text, params));
  } finally {
    await client.end();
  }
}

/** Runs `work(url, name)` on a new database of the server at `serverUrl`, dropped afterwards. */
export async function withFreshDatabase(serverUrl, work) {
  const name = `moneta_bench_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await withPostgres(serverUrl, (query) => query(`create database "${name}"`));
  try {
    return await work(url.toString(), name);
  } finally {
    await withPostgres(serverUrl, (query) => query(`drop database if exists "${name}" with (force)`));
  }
}
