// Opens the database: embedded PGlite (a folder, or memory for tests) or PostgreSQL through node-postgres.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, or a transaction on it: both drivers share this surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  /** For the requests: on PostgreSQL each call is bounded (CALL_TIMEOUT_MS). */
  db: Db;
  /**
   * For background work, without the bound: a job may wait on another instance's job for longer (both
   * materialize the same due occurrences, and one waits for the other's rows). PGlite's is `db`.
   */
  jobs: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the drizzle-kit migrations found in `migrationsFolder`. */
  migrate(migrationsFolder: string): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only, which other API instances may share: hears the notifications of `channel` on a connection
   * of its own, reconnecting when it is lost. `listening(false)` says notifications may have been missed.
   */
  listen?(channel: string, handlers: NotificationHandlers): Listener;
}

export interface NotificationHandlers {
  notified(payload: string): void;
  /** Whether notifications are heard from now on: true once LISTEN has run, false when the connection is lost. */
  listening(heard: boolean): void;
}

export interface Listener {
  stop(): Promise<void>;
}

/** Embedded PostgreSQL: persisted in `dataDir`, or in memory when it is undefined. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm and btree_gin back the transaction search's index (migration 0001 creates the extensions).
  const extensions = { pg_trgm, btree_gin };
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    jobs: db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  onPoolError?: (error: Error) => void;
}

export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CALL_TIMEOUT_MS,
    query_timeout: CALL_TIMEOUT_MS,
    statement_timeout: CALL_TIMEOUT_MS,
    keepAlive: true,
  });
  const jobsPool = new pg.Pool({
    connectionString,
    max: 2,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  for (const each of [pool, jobsPool]) each.on('error', (error) => options.onPoolError?.(error));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    jobs: drizzleNodePg({ client: jobsPool, schema }),
    kind: 'postgres',
    migrate: (migrationsFolder) => migrateOnItsOwn(connectionString, migrationsFolder),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([pool.end(), jobsPool.end()]);
    },
    listen: (channel, handlers) => listenTo(connectionString, channel, handlers),
  };
}

/**
 * How long a request's database call may go unanswered: past it the call fails and the request answers 503.
 * A database that stops answering (a dead host or firewall: packets dropped, sockets left open) would
 * otherwise hold every request that has a pooled connection, and the pool's next callers, for minutes. The
 * pool waits this long for a connection, the client for an answer, and the server runs a statement this long
 * (so it does not go on with one the client gave up on); keep-alive probes find dead sockets. A connection
 * whose call failed is discarded, so the pool recovers by itself once the database answers again.
 */
const CALL_TIMEOUT_MS = 1500;
const CONNECT_TIMEOUT_MS = 5000;

/** The migrations' advisory lock: 'moneta' in ASCII, a key of Moneta's own in a database it may share. */
const MIGRATION_LOCK_KEY = 0x6d6f6e657461;

/**
 * Migrations on a connection of their own, without the call bound: building an index can take minutes. Instances
 * starting together take turns under a session-level advisory lock (released when the connection ends, or is
 * lost): drizzle's migrator reads which migrations are applied before its transaction, so two instances at once
 * would both apply every pending migration and one would fail on the objects the other created.
 */
async function migrateOnItsOwn(connectionString: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

function listenTo(connectionString: string, channel: string, handlers: NotificationHandlers): Listener {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (connection: pg.Client) => {
    if (client !== connection) return;
    client = undefined;
    handlers.listening(false);
    void connection.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(connect, LISTEN_RETRY_MS);
  };

  async function connect(): Promise<void> {
    retry = undefined;
    // A connection of its own: LISTEN holds for the connection, which the pool would hand to other queries.
    const connection = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    client = connection;
    connection.on('error', () => lost(connection));
    connection.on('end', () => lost(connection));
    connection.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN "${channel}"`);
    } catch {
      lost(connection);
      return;
    }
    if (client === connection) handlers.listening(true);
  }

  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
