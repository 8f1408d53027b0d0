// Production entry: load the configuration, open the database (migrated once reachable), listen, close on
// SIGTERM/SIGINT.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { HoldError } from './db/hold';
import { isPgliteWorker, servePglite } from './db/pgliteWorker';

// src/server.ts under tsx and dist/server.js once built both sit one level below api/.
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig(process.env, { apiRoot });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({ config, pgliteWorkerEntry: new URL(import.meta.url) });
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  // A database that is reachable but cannot be migrated is not one to serve.
  app.databaseReady.catch((error: unknown) => {
    app.log.error({ err: error }, 'database migration failed');
    process.exit(1);
  });
  await app.listen({ port: config.port, host: config.host });
}

// This file also runs the embedded database's worker thread (db/pgliteWorker.ts).
if (isPgliteWorker()) void servePglite();
else
  main().catch((error: unknown) => {
    // Another process holds the embedded database: its message says which, and what to do.
    if (error instanceof HoldError) {
      process.stderr.write(`Moneta API cannot start: ${error.message}\n`);
      process.exit(1);
    }
    process.stderr.write(
      `Moneta API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
