// The logs carry an error's kind, code and route, never a request's values: a failed query's SQL and
// parameters, the query string, credentials.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createTestDatabase, recordingMailer, registerUser, testConfig, type TestDatabase } from './helpers';

const VICTIM = 'victim@example.com';
const lines: string[] = [];
let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = testConfig({ LOG_LEVEL: 'info' });
  app = await buildApp({
    config,
    db: testDb.database,
    mailer: recordingMailer(),
    logStream: { write: (line) => lines.push(line) },
  });
  // A query that fails on purpose, with a value that must not reach the log.
  app.get('/api/test/failing-query', async () =>
    testDb.database.db.execute(sql`select * from users where email = ${VICTIM} and no_such_column = 1`),
  );
  app.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }));
});

afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

beforeEach(() => {
  lines.length = 0;
});

test('a failed query is logged by its code and route, without its SQL or values', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/test/failing-query?email=' + VICTIM });
  expect(response.statusCode).toBe(500);
  const log = lines.join('\n');
  expect(log).toContain('request failed');
  // PostgreSQL's SQLSTATE for an unknown column.
  expect(log).toContain('"code":"42703"');
  expect(log).toContain('/api/test/failing-query');
  expect(log).not.toContain(VICTIM);
  expect(log).not.toMatch(/select \* from users/i);
  expect(log).not.toContain('no_such_column');
});

test('requests are logged without their query string, and sign-ins without the address or password', async () => {
  const user = await registerUser(app);
  lines.length = 0;
  await app.inject({
    method: 'GET',
    url: '/api/reminders/calendar.ics?token=secret-feed-token',
  });
  await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: 'wrong-Pass1!' },
  });
  const log = lines.join('\n');
  expect(log).toContain('/api/reminders/calendar.ics');
  expect(log).not.toContain('secret-feed-token');
  expect(log).not.toContain(user.email);
  expect(log).not.toContain('wrong-Pass1!');
});

test("each signed-in request's lines carry the client address and the user's id, never the e-mail", async () => {
  const user = await registerUser(app);
  lines.length = 0;
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    remoteAddress: '203.0.113.7',
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(response.statusCode).toBe(200);
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const incoming = entries.find((entry) => entry.msg === 'incoming request');
  expect(incoming?.req).toMatchObject({ url: '/api/auth/profile', remoteAddress: '203.0.113.7' });
  const completed = entries.find((entry) => entry.msg === 'request completed');
  expect(completed).toMatchObject({ userId: user.userId });
  expect(lines.join('\n')).not.toContain(user.email);
});
