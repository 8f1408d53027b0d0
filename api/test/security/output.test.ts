// Attack catalogue, output: what every kind of answer tells a browser (security headers, CORS), and
// that a failing database call answers the generic 500, never its SQL, stack or file paths.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, registerUser, useTestApp, type SignedIn, type TestApp } from '../helpers';

const file = useTestApp();

const APP_ORIGIN = 'https://moneta.example';
const FOREIGN_ORIGIN = 'https://evil.example';
/** What no error answer may show: a stack frame, SQL, a file path, a driver's words. */
const INTERNALS =
  /\bat \S+ \(|\bselect\b|\bfrom\b|\bcolumn\b|node_modules|\/src\/|\.ts:\d+|postgres|pglite|drizzle|relation/i;

let staticRoot: string;
/** The app as deployed: production, served over https, with the built apps. */
let served: TestApp;
let user: SignedIn;

function write(path: string, content: string) {
  const target = join(staticRoot, path);
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, content);
}

beforeAll(async () => {
  staticRoot = mkdtempSync(join(tmpdir(), 'moneta-attack-static-'));
  write(
    'host/dist/index.html',
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  write('host/dist/main.1a2b3c4d.js', 'console.info("host")');
  write('remote-auth/dist/mf-manifest.json', '{"name":"remote_auth"}');
  served = await createTestApp(file.testDb.database, {
    NODE_ENV: 'production',
    STATIC_ROOT: staticRoot,
    APP_ORIGINS: APP_ORIGIN,
  });
  user = await registerUser(served.app);
});

afterAll(async () => {
  await served.app.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

async function feedUrl(): Promise<string> {
  const response = await served.app.inject({
    method: 'POST',
    url: '/api/reminders/feed',
    headers: bearer(user.accessToken),
  });
  const { url } = response.json<{ data: { url: string } }>().data;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it('are on every kind of answer: API JSON, an error, the page, an asset, a manifest, the calendar feed', async () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      served.app.inject({ method: 'GET', url, headers });
    const answers: Record<string, LightMyRequestResponse> = {
      'API JSON': await get('/api/auth/profile', bearer(user.accessToken)),
      'API error': await get('/api/auth/profile'),
      'unknown API route': await get('/api/nothing-here'),
      'the page': await get('/dashboard/transactions', { accept: 'text/html' }),
      'a static asset': await get('/main.1a2b3c4d.js'),
      'a missing asset': await get('/main.ffffffff.js'),
      'a remote manifest': await get('/remote-auth/mf-manifest.json'),
      'the calendar feed': await get(await feedUrl()),
    };
    for (const [what, response] of Object.entries(answers)) {
      const csp = directives(response);
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect([what, scripts]).toEqual([what, expect.arrayContaining(["'self'"])]);
      expect([what, scripts.filter((source) => /unsafe|\*|data:/.test(source))]).toEqual([what, []]);
      expect([what, csp.get('object-src')]).toEqual([what, ["'none'"]]);
      expect([what, csp.get('frame-ancestors')]).toEqual([what, ["'none'"]]);
      expect([what, response.headers['x-frame-options']]).toEqual([what, 'DENY']);
      expect([what, response.headers['x-content-type-options']]).toEqual([what, 'nosniff']);
      expect([what, response.headers['referrer-policy']]).toEqual([what, 'no-referrer']);
      expect([what, response.headers['strict-transport-security']]).toEqual([what, expect.any(String)]);
    }
    expect(answers['the page']?.statusCode).toBe(200);
    expect(answers['the calendar feed']?.headers['content-type']).toMatch(/^text\/calendar/);
  });
});

describe('CORS', () => {
  it('lets the configured origin read answers, simple requests and preflights alike; no other origin', async () => {
    const simple = (origin: string) =>
      served.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { ...bearer(user.accessToken), origin },
      });
    const preflight = (origin: string) =>
      served.app.inject({
        method: 'OPTIONS',
        url: '/api/transaction',
        headers: {
          origin,
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': 'authorization',
        },
      });
    for (const response of [await simple(APP_ORIGIN), await preflight(APP_ORIGIN)]) {
      expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    }
    for (const origin of [FOREIGN_ORIGIN, 'null', `${APP_ORIGIN}.evil.example`, 'http://moneta.example']) {
      for (const response of [await simple(origin), await preflight(origin)]) {
        expect([origin, response.headers['access-control-allow-origin']]).toEqual([origin, undefined]);
      }
    }
  });
});

describe('a failing database call', () => {
  it('answers the generic 500: no SQL, stack or path, and the data is there once it is mended', async () => {
    const { db } = file.testDb.database;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      served.app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });
    const created = await call('POST', '/api/transaction', {
      description: 'Coffee',
      amount: 3,
      type: 'Expense',
      category: 'Food',
      date: '2026-03-02',
    });
    expect(created.statusCode).toBe(201);
    await db.execute(sql`alter table transactions rename column notes to notes_moved`);
    try {
      for (const url of ['/api/transaction', '/api/transaction/recent', '/api/settings/export']) {
        const response = await call('GET', url);
        expect([url, response.statusCode]).toEqual([url, 500]);
        expect([url, response.json()]).toEqual([url, { success: false, message: 'Internal server error' }]);
        expect([url, INTERNALS.test(response.body)]).toEqual([url, false]);
      }
    } finally {
      await db.execute(sql`alter table transactions rename column notes_moved to notes`);
    }
    const list = await call('GET', '/api/transaction');
    expect(list.json<{ data: { transactions: unknown[] } }>().data.transactions).toHaveLength(1);
  });
});
