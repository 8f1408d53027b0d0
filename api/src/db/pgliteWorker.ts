// The embedded database on a thread of its own. PGlite runs each statement synchronously in WebAssembly: on
// the server's thread a 200,000-row aggregate stalls every request (and the health check) for half a second, an
// insert of that many rows for two, and a PGlite that met a full disk while creating its write-ahead log spins
// forever. In a worker thread the server keeps answering whatever PGlite does, and a PGlite that can no longer
// be trusted is ended and opened again (it recovers from its log, as after a kill -9).
//
// The worker runs the server's own file (server.ts starts it when `isPgliteWorker()`), so the bundle needs no
// second entry. The main thread sees an object with the part of PGlite's interface that Drizzle uses: query,
// exec and transaction, one statement at a time in order, as PGlite itself does.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const ROLE = 'moneta-pglite';

interface WorkerInput {
  role: typeof ROLE;
  dataDir: string;
}

interface QueryOptionsIn {
  rowMode?: 'array' | 'object';
  /** Types returned as PostgreSQL's text, as Drizzle asks (its parsers for them are the identity). */
  textTypes?: number[];
}

type Call =
  | { op: 'query'; sql: string; params: unknown[]; options: QueryOptionsIn }
  | { op: 'exec'; sql: string; options: QueryOptionsIn }
  | { op: 'close' };

type Request = Call & { id: number };

interface ErrorFields {
  message: string;
  name?: string;
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: ErrorFields }
  | { id: -1; ok: true; result: 'ready' }
  | { id: -1; ok: false; error: ErrorFields };

export function isPgliteWorker(): boolean {
  return !isMainThread && (workerData as Partial<WorkerInput> | null)?.role === ROLE;
}

function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name };
  for (const key of ['code', 'severity', 'detail', 'hint', 'constraint', 'table', 'column'] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

const identity = (value: string) => value;

function queryOptions(options: QueryOptionsIn) {
  const parsers = Object.fromEntries((options.textTypes ?? []).map((type) => [type, identity]));
  return { ...(options.rowMode ? { rowMode: options.rowMode } : {}), parsers };
}

/** The worker's side: opens PGlite in `workerData.dataDir` and answers the main thread's calls in order. */
export async function servePglite(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const { dataDir } = workerData as WorkerInput;
  let client: PGlite;
  try {
    client = new PGlite(dataDir, { extensions: { pg_trgm, btree_gin } });
    await client.waitReady;
  } catch (error) {
    port.postMessage({ id: -1, ok: false, error: errorFields(error) } satisfies Reply);
    return;
  }
  port.postMessage({ id: -1, ok: true, result: 'ready' } satisfies Reply);
  port.on('message', (request: Request) => {
    const run = async (): Promise<unknown> => {
      switch (request.op) {
        case 'query':
          return client.query(request.sql, request.params, queryOptions(request.options));
        case 'exec':
          return client.exec(request.sql, queryOptions(request.options));
        case 'close':
          await client.close();
          return null;
      }
    };
    run().then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies Reply),
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: errorFields(error) } satisfies Reply),
    );
  });
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** Sends calls to the worker: what PGlite's `query`, `exec` and `transaction` would do, off this thread. */
export interface WorkerPglite {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Whether a call is under way or waiting. */
  busy(): boolean;
  /** When the worker last answered a call (Date.now()). */
  lastAnswer(): number;
  /** Called with each failure PGlite reported, before the caller sees it. */
  onError(listener: (error: Error) => void): void;
  /** Called once when a call has gone unanswered for `stalledMs`: PGlite is stuck in a statement. */
  onStall(listener: () => void): void;
  /** Ends the worker at once, whatever it is doing; its calls fail as on a closed PGlite. */
  kill(): Promise<void>;
}

/** Thrown for calls to a worker that has ended: answered 503 like a closed PGlite (db/errors.ts). */
const closedError = () => new Error('PGlite is closed');

function rebuildError(fields: ErrorFields): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * Starts PGlite for `dataDir` in a worker running `entry` (the server's file) and resolves once it is ready, or
 * rejects when it is not ready within `openWithinMs`.
 */
export async function startPgliteWorker(
  entry: URL,
  dataDir: string,
  stalledMs: number,
  openWithinMs: number,
): Promise<WorkerPglite> {
  const worker = new Worker(entry, { workerData: { role: ROLE, dataDir } satisfies WorkerInput });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const errorListeners: ((error: Error) => void)[] = [];
  const stallListeners: (() => void)[] = [];
  let nextId = 0;
  let ended = false;
  let last = Date.now();
  const end = (error: Error) => {
    ended = true;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      ended = true;
      reject(error);
    };
    worker.once('error', failed);
    worker.once('exit', (code) => failed(new Error(`the PGlite worker exited with ${code} while opening`)));
    // A PGlite that recovers from its log on a disk with too little room may spin instead of failing.
    const timer = setTimeout(() => {
      failed(new Error(`PGlite did not open within ${openWithinMs / 1000} s`));
      void worker.terminate();
    }, openWithinMs);
    worker.once('message', (reply: Reply) => {
      clearTimeout(timer);
      worker.removeAllListeners('error');
      worker.removeAllListeners('exit');
      if (reply.ok) resolve();
      else {
        failed(rebuildError(reply.error));
        void worker.terminate();
      }
    });
  });
  worker.on('message', (reply: Reply) => {
    last = Date.now();
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.result);
    else {
      const error = rebuildError(reply.error);
      for (const listener of errorListeners) listener(error);
      call.reject(error);
    }
  });
  worker.on('error', (error) => end(error));
  worker.on('exit', () => end(closedError()));
  const watchdog = setInterval(
    () => {
      if (ended || pending.size === 0 || Date.now() - last < stalledMs) return;
      clearInterval(watchdog);
      for (const listener of stallListeners) listener();
    },
    Math.min(1000, stalledMs),
  );
  watchdog.unref();
  worker.on('exit', () => clearInterval(watchdog));

  const send = (request: Call): Promise<unknown> => {
    if (ended) return Promise.reject(closedError());
    // Waiting starts now, not at the last answer of an idle PGlite.
    if (pending.size === 0) last = Date.now();
    const id = nextId;
    nextId += 1;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const options = (given: QueryOptions | undefined): QueryOptionsIn => ({
    ...(given?.rowMode ? { rowMode: given.rowMode } : {}),
    textTypes: Object.keys(given?.parsers ?? {}).map(Number),
  });
  const query = <T>(sql: string, params: unknown[] = [], given?: QueryOptions) =>
    send({ op: 'query', sql, params, options: options(given) }) as Promise<Results<T>>;
  const exec = (sql: string, given?: QueryOptions) =>
    send({ op: 'exec', sql, options: options(given) }) as Promise<Results[]>;

  // One connection: a transaction's statements must not interleave with others', so calls take turns.
  let turn: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    waiting += 1;
    const result = turn.then(work).finally(() => {
      waiting -= 1;
    });
    turn = result.catch(() => undefined);
    return result;
  };

  return {
    query: (sql, params, given) => inTurn(() => query(sql, params, given)),
    exec: (sql, given) => inTurn(() => exec(sql, given)),
    transaction: (callback) =>
      inTurn(async () => {
        let closed = false;
        const tx = {
          query: <T>(sql: string, params?: unknown[], given?: QueryOptions) => query<T>(sql, params, given),
          exec: (sql: string, given?: QueryOptions) => exec(sql, given),
          rollback: async () => {
            await query('ROLLBACK');
            closed = true;
          },
          get closed() {
            return closed;
          },
        } as unknown as Transaction;
        await query('BEGIN');
        try {
          const result = await callback(tx);
          if (!closed) await query('COMMIT');
          return result;
        } catch (error) {
          if (!closed && !ended) await query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          closed = true;
        }
      }),
    close: async () => {
      if (!ended) await inTurn(() => send({ op: 'close' })).catch(() => undefined);
      ended = true;
      await worker.terminate();
    },
    busy: () => waiting > 0,
    lastAnswer: () => last,
    onError: (listener) => {
      errorListeners.push(listener);
    },
    onStall: (listener) => {
      stallListeners.push(listener);
    },
    kill: async () => {
      end(closedError());
      await worker.terminate();
    },
  };
}
