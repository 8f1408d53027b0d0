// Builds the Fastify application; tests call it with an in-memory database and a recording mailer.
import compress from '@fastify/compress';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { keepSessionChecks } from './auth/accessChecks';
import { registerBackgroundJobs } from './background';
import type { Config } from './config';
import type { AppContext } from './context';
import { openPglite, openPostgres, type Database } from './db/client';
import { MESSAGES } from '@moneta/shared/contract';
import { databaseTarget, migrateWhenReachable } from './db/whenReachable';
import { apiNotFound, clientErrorHandler, errorHandler, failure } from './http/errors';
import { refuseWritesWhenDiskFull } from './http/diskFull';
import { loggerOptions, type LogStream } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { secureServerFactory } from './http/secureServer';
import { plainSerializerCompiler, zodValidatorCompiler } from './http/schemas';
import { createMailer, type Mailer } from './mail';
import { createMailQueue } from './mailQueue/queue';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { budgetRoutes } from './routes/budgets';
import { goalRoutes } from './routes/goals';
import { moneyAccountRoutes } from './routes/accounts';
import { categoryRoutes } from './routes/categories';
import { ruleRoutes } from './routes/rules';
import { transferRoutes } from './routes/transfers';
import { googleRoutes } from './routes/google';
import { healthRoutes } from './routes/health';
import { reminderRoutes } from './routes/reminders';
import { resetRoutes } from './routes/reset';
import { securityRoutes } from './routes/security';
import { settingsRoutes } from './routes/settings';
import { transactionDashboardRoutes } from './routes/transaction-dashboard';
import { transactionFileRoutes } from './routes/transaction-files';
import { transactionRoutes } from './routes/transactions';
import { REMINDERS_PREFIX } from './reminders/feed';
import { registerSecurity } from './security';
import { clientRoutePage, registerStatic, sendClientRoutePage } from './static';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Addresses whose query carries a secret (the calendar link's code and state): no request lines for them. */
const UNLOGGED_PATHS = ['/api/google/callback'];

export interface AppOptions {
  config: Config;
  /** An open, migrated database; when absent one is opened from the config, migrated, and closed with the app. */
  db?: Database;
  mailer?: Mailer;
  /** Where the log goes instead of stdout (the tests read it). */
  logStream?: LogStream;
  /** How long to wait between attempts to reach PostgreSQL at start (5 s). */
  databaseRetryMs?: number;
  /** The server's file, to run the embedded database in a worker thread of it (db/pgliteWorker.ts). */
  pgliteWorkerEntry?: URL;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles once the database is reachable and migrated; rejects if a migration fails. */
    databaseReady: Promise<void>;
  }
}

/**
 * The database the configuration names, and when it is ready: PGlite in DATA_DIR is opened and migrated at once;
 * PostgreSQL (DATABASE_URL) is migrated in the background as soon as it can be reached.
 */
async function openDatabase(
  app: FastifyInstance,
  config: Config,
  retryMs: number | undefined,
  pgliteWorkerEntry?: URL,
): Promise<{ database: Database; ready: Promise<void> }> {
  if (!config.databaseUrl) {
    const database = await openPglite(join(config.dataDir, 'pglite'), {
      diskReserveBytes: config.diskReserveBytes,
      ...(pgliteWorkerEntry ? { workerEntry: pgliteWorkerEntry, log: app.log } : {}),
    });
    await database.migrate(config.migrationsFolder);
    return { database, ready: Promise.resolve() };
  }
  const database = await openPostgres(config.databaseUrl, {
    onPoolError: (error) => app.log.error({ err: error }, 'pool error'),
  });
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  const ready = migrateWhenReachable(database, config.migrationsFolder, {
    log: app.log,
    target: databaseTarget(config.databaseUrl),
    stopped: () => closing,
    ...(retryMs === undefined ? {} : { retryMs }),
  });
  return { database, ready };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new LogController({
      disableRequestLogging: (request) => UNLOGGED_PATHS.some((path) => request.url.startsWith(path)),
    }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    clientErrorHandler,
    // An HTTP/2 server has no idle connections for Fastify to close: it closes its sessions instead.
    ...(config.tls ? { serverFactory: secureServerFactory(config.tls), forceCloseConnections: false } : {}),
  });

  const { database, ready } = options.db
    ? { database: options.db, ready: Promise.resolve() }
    : await openDatabase(app, config, options.databaseRetryMs, options.pgliteWorkerEntry);
  if (!options.db) app.addHook('onClose', () => database.close());
  let databaseReady = false;
  app.decorate(
    'databaseReady',
    ready.then(() => {
      databaseReady = true;
    }),
  );
  // Until the database has been reached and migrated, every API call but the health check answers 503.
  app.addHook('onRequest', async (request, reply) => {
    if (databaseReady || !request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    return reply.status(503).send(failure(MESSAGES.serviceUnavailable));
  });
  refuseWritesWhenDiskFull(app, database.disk);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      log: app.log,
    });
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());
  const mailQueue = createMailQueue({ db: database.db, mailer, log: app.log });
  const ctx: AppContext = { config, db: database.db, mailer, mailQueue };

  // JSON only (other types are answered 415); an empty body is no body (a bodiless POST from a client that
  // still sets the JSON type).
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.decorateRequest('auth', null);
  let sessionChecks: { stop(): Promise<void> } | undefined;
  let closing = false;
  app.databaseReady.then(
    () => {
      if (!closing) sessionChecks = keepSessionChecks(database, app.log);
    },
    () => undefined,
  );
  app.addHook('preClose', async () => {
    closing = true;
    await sessionChecks?.stop();
  });
  registerBackgroundJobs(app, ctx, database, options.db || !config.databaseUrl ? null : app.databaseReady);
  app.setErrorHandler(errorHandler);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(plainSerializerCompiler);
  app.setNotFoundHandler(async (request, reply) => {
    const page = await clientRoutePage(request, config);
    return page ? sendClientRoutePage(reply, page) : apiNotFound(reply);
  });

  await registerSecurity(app, config);
  // Text assets and JSON are compressed on the wire (brotli or gzip, as the browser accepts).
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);
  await app.register(
    healthRoutes(database, () => databaseReady),
    { prefix: '/api' },
  );
  await app.register(authRoutes(ctx), { prefix: '/api/auth' });
  await app.register(securityRoutes(ctx), { prefix: '/api/auth' });
  await app.register(settingsRoutes(ctx), { prefix: '/api/settings' });
  await app.register(resetRoutes(ctx), { prefix: '/api/reset' });
  await app.register(transactionFileRoutes(ctx), { prefix: '/api/transaction' });
  await app.register(transactionRoutes(ctx), { prefix: '/api/transaction' });
  await app.register(transactionDashboardRoutes(ctx), { prefix: '/api/transaction' });
  await app.register(goalRoutes(ctx), { prefix: '/api/goals' });
  await app.register(moneyAccountRoutes(ctx), { prefix: '/api/accounts' });
  await app.register(transferRoutes(ctx), { prefix: '/api/transfers' });
  await app.register(categoryRoutes(ctx), { prefix: '/api/categories' });
  await app.register(ruleRoutes(ctx), { prefix: '/api/rules' });
  await app.register(budgetRoutes(ctx), { prefix: '/api/budgets' });
  await app.register(analyticsRoutes(ctx), { prefix: '/api/analytics' });
  await app.register(reminderRoutes(ctx), { prefix: REMINDERS_PREFIX });
  await app.register(googleRoutes(ctx), { prefix: '/api/google' });
  await registerStatic(app, config);
  return app;
}
