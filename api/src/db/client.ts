// Opens the database: embedded PGlite (a folder, or memory for tests) or PostgreSQL through node-postgres.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { startDiskGuard, type DiskGuard } from './diskGuard';
import { takeHold } from './hold';
import { startPgliteWorker, type WorkerPglite } from './pgliteWorker';
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
  /**
   * PGlite in a folder only: the free space of the folder's disk. While it is below the reserve, writes are
   * refused (the database is read-only), and they resume by themselves once space returns.
   */
  disk?: DiskGuard;
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

export interface PgliteOptions {
  /**
   * In memory only: the database starts as this dump of a data folder (PGlite's dumpDataDir) rather than
   * empty, which spares the tests PGlite's initdb and the migrations for every file.
   */
  snapshot?: Blob;
  /** Below this many free bytes on the folder's disk, writes are refused (DISK_RESERVE_MB). */
  diskReserveBytes?: number;
  /**
   * The server's own file, to run PGlite in a worker thread (db/pgliteWorker.ts) so that its statements do not
   * stall the server. Without it (tests), PGlite runs on the calling thread.
   */
  workerEntry?: URL;
  /** Where a worker that had to be ended and opened again is reported. */
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** 64 MiB: room for the write-ahead log's next 16 MiB segments, which PGlite cannot survive failing to create. */
export const DEFAULT_DISK_RESERVE_BYTES = 64 * 1024 * 1024;

/** How long the health check waits for PGlite's answer when PGlite is busy with other work. */
const PING_WAIT_MS = 1000;
/** A PGlite that answered nothing for this long while work waits on it is not answering. */
const STALLED_MS = 10_000;
/** How often a PGlite worker that had to be ended is opened again (once the disk has room). */
const REOPEN_RETRY_MS = 2000;
/**
 * A statement unanswered this long is taken as PGlite stuck (it spins forever on a log segment it could not
 * create): its worker is ended and PGlite opened again. No statement of the app's runs anywhere near as long.
 */
const STUCK_MS = 60_000;
/**
 * How long the first opening may take: creating a fresh database or replaying a long log, on a busy machine,
 * took over STUCK_MS. An opening again after a failure keeps STUCK_MS: that is where PGlite was seen to spin.
 */
const FIRST_OPEN_MS = 300_000;

// pg_trgm and btree_gin back the transaction search's index (migration 0001 creates the extensions).
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * Embedded PostgreSQL: persisted in `dataDir`, or in memory when it is undefined. A folder is held by this
 * process until `close` (db/hold.ts: a second process refuses to start) and its disk is watched (db/diskGuard.ts).
 */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<Database> {
  if (!dataDir) {
    const client = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    });
    await client.waitReady;
    return pgliteDatabase(client, { ping: (select1) => select1(), close: () => client.close() });
  }
  mkdirSync(dataDir, { recursive: true });
  const hold = takeHold(dataDir);
  const disk = startDiskGuard(dataDir, options.diskReserveBytes ?? DEFAULT_DISK_RESERVE_BYTES);
  try {
    const database = options.workerEntry
      ? await workerDatabase(options.workerEntry, dataDir, disk, options.log)
      : await threadDatabase(dataDir, disk);
    return {
      ...database,
      close: async () => {
        disk.stop();
        try {
          await database.close();
        } finally {
          hold.release();
        }
      },
    };
  } catch (error) {
    disk.stop();
    hold.release();
    throw error;
  }
}

async function threadDatabase(dataDir: string, disk: DiskGuard): Promise<Database> {
  const client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return pgliteDatabase(client, { ping: (select1) => select1(), close: () => client.close(), disk });
}

/**
 * A failure after which PGlite cannot be trusted to answer again: a PANIC, or the write-ahead log not written
 * for want of space (the next statement would spin forever or PANIC).
 */
function breaksPglite(error: Error): boolean {
  const { severity, code } = error as Error & { severity?: string; code?: string };
  if (severity === 'PANIC' || severity === 'FATAL') return true;
  return code === '53100' && /pg_wal|xlog/i.test(error.message);
}

async function workerDatabase(
  entry: URL,
  dataDir: string,
  disk: DiskGuard,
  log: PgliteOptions['log'],
): Promise<Database> {
  let current: WorkerPglite | undefined;
  let closed = false;
  let reopening: NodeJS.Timeout | undefined;
  const unavailable = () => Promise.reject(new Error('PGlite is closed'));
  const using = (): WorkerPglite | undefined => current;

  const start = async (openWithinMs: number) => {
    const worker = await startPgliteWorker(entry, dataDir, STUCK_MS, openWithinMs);
    // Ended at once, before the next statement meets the broken state, and opened again from its log.
    const replace = (reason: string) => {
      if (current !== worker) return;
      log?.error(`embedded database ${reason}: ending it and opening it again`);
      current = undefined;
      void worker.kill();
      scheduleReopen();
    };
    worker.onError((error) => {
      if (breaksPglite(error)) replace(`failed (${error.message})`);
    });
    worker.onStall(() => replace(`stuck in a statement for ${STUCK_MS / 1000} s`));
    if (closed) {
      await worker.close();
      return;
    }
    current = worker;
    if (disk.status().full && migrated) await worker.exec(readOnly(true));
  };
  const scheduleReopen = () => {
    if (closed || reopening) return;
    reopening = setTimeout(() => {
      reopening = undefined;
      if (closed || current) return;
      if (disk.check()) return scheduleReopen();
      start(STUCK_MS).then(
        () => log?.warn('embedded database opened again'),
        (error: unknown) => {
          log?.error({ err: error }, 'embedded database: opening again failed, retrying');
          scheduleReopen();
        },
      );
    }, REOPEN_RETRY_MS);
  };
  let migrated = false;
  await start(FIRST_OPEN_MS);

  // What Drizzle calls: the worker of the moment, or the error of a closed PGlite while it is reopened.
  const client = {
    query: <T>(sql: string, params?: unknown[], given?: Parameters<WorkerPglite['query']>[2]) =>
      using()?.query<T>(sql, params, given) ?? unavailable(),
    exec: (sql: string, given?: Parameters<WorkerPglite['exec']>[1]) =>
      using()?.exec(sql, given) ?? unavailable(),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      using()?.transaction(callback) ?? unavailable(),
  };
  const database = await pgliteDatabase(
    // Drizzle's PGlite driver uses only query, exec and transaction, which the worker's stand-in provides.
    client as unknown as PGlite,
    {
      ping: async (select1) => {
        const worker = using();
        if (!worker) throw new Error('PGlite is being reopened');
        if (!worker.busy()) return select1();
        // Busy with other work: PGlite's one connection answers in turn. It works if it answered lately.
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<void>((resolve, reject) => {
          timer = setTimeout(() => {
            if (Date.now() - worker.lastAnswer() < STALLED_MS) resolve();
            else reject(new Error(`PGlite has not answered for ${STALLED_MS / 1000} s`));
          }, PING_WAIT_MS);
        });
        try {
          await Promise.race([select1(), waited]);
        } finally {
          clearTimeout(timer);
        }
      },
      close: async () => {
        closed = true;
        if (reopening) clearTimeout(reopening);
        await current?.close();
        current = undefined;
      },
      disk,
      afterMigrate: () => {
        migrated = true;
      },
    },
  );
  return database;
}

/** While the disk is full the database refuses writes itself, for the background jobs. */
const readOnly = (on: boolean) => `set default_transaction_read_only = ${on ? 'on' : 'off'}`;

interface PgliteParts {
  /** Answers the health check, given a `select 1`. */
  ping(select1: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
  disk?: DiskGuard;
  afterMigrate?(): void;
}

async function pgliteDatabase(client: PGlite, parts: PgliteParts): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  const select1 = async () => {
    await db.execute(sql`select 1`);
  };
  const { disk } = parts;
  return {
    db,
    jobs: db,
    kind: 'pglite',
    migrate: async (migrationsFolder) => {
      await migratePglite(db, { migrationsFolder });
      parts.afterMigrate?.();
      if (!disk) return;
      // The requests' writes are refused before they reach the database (http/diskFull.ts). Set once the
      // migrations, which write, have run.
      disk.onChange((full) => void client.exec(readOnly(full)).catch(() => undefined));
      if (disk.status().full) await client.exec(readOnly(true));
    },
    ping: () => parts.ping(select1),
    close: () => parts.close(),
    ...(disk ? { disk } : {}),
  };
}

export interface PostgresOptions {
  onPoolError?: (error: Error) => void;
  /** The bound of each request's call, CALL_TIMEOUT_MS unless given. */
  callTimeoutMs?: number;
}

export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const callTimeout = options.callTimeoutMs ?? CALL_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: callTimeout,
    query_timeout: callTimeout,
    statement_timeout: callTimeout,
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
