// The database out of reach. Started while PostgreSQL cannot be reached, the API waits and retries
// with one clear log line, answers 503 meanwhile, health included, and serves normally once the database
// appears. A database that stops answering while the API serves costs each call at most the call bound
// (db/client.ts), then a 503, and the API recovers by itself when it answers again.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { MESSAGES } from '@moneta/shared/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { recordingMailer, testConfig, uniqueEmail, PASSWORD } from './helpers';

/** A local port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startApp(databaseUrl: string, lines: string[]): Promise<FastifyInstance> {
  const config = testConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const app = await buildApp({
    config,
    mailer: recordingMailer(),
    logStream: { write: (line) => lines.push(line) },
    databaseRetryMs: 100,
  });
  app.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }));
  await app.ready();
  return app;
}

const retried = (lines: string[], port: number) =>
  lines.some((line) => line.includes(`database not reachable at 127.0.0.1:${port}, retrying in 0.1s`));

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('an unreachable database: one clear line per retry, 503 from health and every route', async () => {
  const port = await freePort();
  const lines: string[] = [];
  const app = await startApp(`postgres://moneta:secret-password@127.0.0.1:${port}/moneta`, lines);
  try {
    await until(() => retried(lines, port));
    expect(lines.join('\n')).not.toContain('secret-password');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ success: false, message: MESSAGES.serviceUnavailable });
  } finally {
    await app.close();
  }
});

test('a database that takes no connection at start: retried past the connect time-out, not given up', async () => {
  // Accepts and never answers, as an overloaded or half-started server can.
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const lines: string[] = [];
  const app = await startApp(`postgres://moneta@127.0.0.1:${address.port}/moneta`, lines);
  let failed: unknown;
  app.databaseReady.catch((error: unknown) => (failed = error));
  try {
    await until(() => retried(lines, address.port));
    expect(failed).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  } finally {
    await app.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
});

const adminUrl = process.env.TEST_DATABASE_URL;
(adminUrl ? test : test.skip)('serves normally once the database appears', async () => {
  const target = new URL(adminUrl ?? '');
  const name = `moneta_start_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const port = await freePort();
  const url = new URL(adminUrl ?? '');
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.pathname = `/${name}`;
  const lines: string[] = [];
  const app = await startApp(url.toString(), lines);
  let proxy: Server | undefined;
  try {
    await until(() => retried(lines, port));
    // The database appears: a proxy on the port the API was given, to the real server.
    proxy = createServer((client) => {
      const server = connect(Number(target.port || 5432), target.hostname);
      client.pipe(server).pipe(client);
      client.on('error', () => server.destroy());
      server.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy?.listen(port, '127.0.0.1', resolve));
    await until(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Late Start', email: uniqueEmail('late'), password: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
  } finally {
    await app.close();
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
});

(adminUrl ? test : test.skip)(
  'a database that stops answering: 503 within the call bound, then served again with no restart',
  async () => {
    const target = new URL(adminUrl ?? '');
    const name = `moneta_silent_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    // A proxy to the real server that can go silent, as a dead host or a firewall does: what either side sends
    // goes nowhere, and every socket stays open.
    let silent = false;
    const sockets = new Set<Socket>();
    const proxy = createServer((client) => {
      const server = connect(Number(target.port || 5432), target.hostname);
      for (const [from, to] of [
        [client, server],
        [server, client],
      ] as const) {
        sockets.add(from);
        from.on('data', (chunk: Buffer) => {
          if (!silent) to.write(chunk);
        });
        from.on('error', () => to.destroy());
        from.on('close', () => to.destroy());
      }
    });
    const port = await freePort();
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    const url = new URL(adminUrl ?? '');
    url.hostname = '127.0.0.1';
    url.port = String(port);
    url.pathname = `/${name}`;
    const app = await startApp(url.toString(), []);
    const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    try {
      await until(async () => (await health()) === 200);
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'Silent Database', email: uniqueEmail('silent'), password: PASSWORD },
      });
      const token = registered.json().data.accessToken as string;
      const list = () =>
        app.inject({
          method: 'GET',
          url: '/api/transaction/',
          headers: { authorization: `Bearer ${token}` },
        });

      silent = true;
      const started = Date.now();
      const answers = await Promise.all([
        list(),
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'someone@example.com', password: PASSWORD },
        }),
        app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      // The bound is 1.5 s; the margin is for a busy machine. Without it these calls hung for minutes.
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
      expect(answers[0]!.json()).toEqual({ success: false, message: MESSAGES.serviceUnavailable });

      silent = false;
      await until(async () => (await health()) === 200);
      expect((await list()).statusCode).toBe(200);
    } finally {
      silent = false;
      await app.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  },
);
