import { connect } from 'node:net';
import { MESSAGES } from '@moneta/shared/contract';
import type { FastifyInstance } from 'fastify';
import { openPostgres } from '../src/db/client';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  login,
  openTestPglite,
  PASSWORD,
  registerUser,
  uniqueEmail,
  type TestDatabase,
} from './helpers';

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app } = await createTestApp(testDb.database));
  app.get('/api/test/crash', async () => {
    throw new Error('select secret from users where password_hash = $1');
  });
});

afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

describe('the response envelope', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Malformed JSON in request body' });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('treats an empty JSON body as no body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('ignores unknown fields', async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Ada Lovelace', email, password: 'Secret1!', isAdmin: true, _id: 'mine' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user._id).not.toBe('mine');
  });

  it('answers wrong types with 422 and field messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 42, password: ['x'] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Email is required.',
      errors: [
        { field: 'email', message: 'Email is required.' },
        { field: 'password', message: 'Password is required.' },
      ],
    });
  });

  it('answers a body that is not an object with 422', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(response.statusCode).toBe(422);
    expect(response.json().success).toBe(false);
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    for (const url of ['/api/nope', '/api', '/api/auth/nothing']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Route not found' });
    }
    const post = await app.inject({ method: 'POST', url: '/api/transaction/whatever', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers a crash with 500, without stack or SQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Internal server error' });
    expect(response.body).not.toMatch(/select|password_hash|at .*\.ts/);
  });

  it('sets the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS with credentials for configured origins only', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const refused = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('errors before routing', () => {
  /** Sends raw bytes to the listening server and reads its whole answer. */
  async function rawRequest(bytes: string): Promise<{ status: number; body: unknown }> {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () => socket.write(bytes));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
  }

  beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

  it('answers headers over the limit with 431 in the envelope', async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(answer).toEqual({ status: 431, body: { success: false, message: MESSAGES.headersTooLarge } });
  });

  it('answers a malformed request line with 400 in the envelope', async () => {
    const answer = await rawRequest('THIS IS NOT HTTP\r\n\r\n');
    expect(answer).toEqual({ status: 400, body: { success: false, message: MESSAGES.malformedRequest } });
  });
});

describe('caching', () => {
  it('tells browsers and proxies to keep no /api answer: sign-in, profile, lists, errors', async () => {
    const user = await registerUser(app);
    const answers = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: PASSWORD },
      }),
      app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.accessToken) }),
      app.inject({ method: 'GET', url: '/api/transaction/', headers: bearer(user.accessToken) }),
      app.inject({ method: 'GET', url: '/api/goals', headers: bearer(user.accessToken) }),
      app.inject({ method: 'GET', url: '/api/transaction/' }),
      app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 401, 404]);
  });
});

describe('health', () => {
  it('reports the database up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
  });
});

describe('database down', () => {
  it('answers 503 from health and from routes when PGlite is closed', async () => {
    const closed = await openTestPglite({ migrated: false });
    await closed.close();
    const { app: downApp } = await createTestApp(closed);
    try {
      const health = await downApp.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ success: false, data: { status: 'degraded', database: 'down' } });
      const loginResponse = await downApp.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.co', password: 'x' },
      });
      expect(loginResponse.statusCode).toBe(503);
      expect(loginResponse.json()).toEqual({
        success: false,
        message: 'Service temporarily unavailable. Please try again later.',
      });
    } finally {
      await downApp.close();
    }
  });

  it('answers 503 when PostgreSQL refuses connections', async () => {
    const unreachable = await openPostgres('postgres://nobody@127.0.0.1:1/none');
    const { app: downApp } = await createTestApp(unreachable);
    try {
      expect((await downApp.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      const response = await downApp.inject({
        method: 'POST',
        url: '/api/reset/sendotp',
        payload: { email: 'a@b.co' },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await downApp.close();
      await unreachable.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 after RATE_LIMIT_MAX logins for one IP and e-mail', async () => {
    const { app: limited } = await createTestApp(testDb.database, { RATE_LIMIT_MAX: '3' });
    try {
      const user = await registerUser(app);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await login(limited, user.email, 'Wrong1!x')).statusCode).toBe(401);
      }
      const blocked = await login(limited, user.email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        success: false,
        message: 'Too many requests. Please wait before trying again.',
      });
      expect(blocked.headers['retry-after']).toBeDefined();
      // Another e-mail from the same IP has its own budget.
      expect((await login(limited, uniqueEmail())).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits registration and the reset routes per IP', async () => {
    const { app: limited } = await createTestApp(testDb.database, { RATE_LIMIT_MAX: '1' });
    try {
      const payload = { email: uniqueEmail() };
      expect((await limited.inject({ method: 'POST', url: '/api/reset/sendotp', payload })).statusCode).toBe(
        200,
      );
      const again = await limited.inject({
        method: 'POST',
        url: '/api/reset/sendotp',
        payload: { email: uniqueEmail() },
      });
      expect(again.statusCode).toBe(429);
      const register = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { username: 'Ada Lovelace', email: uniqueEmail(), password: 'Secret1!' },
        });
      expect((await register()).statusCode).toBe(201);
      expect((await register()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('does not limit ordinary routes', async () => {
    const { app: limited } = await createTestApp(testDb.database, { RATE_LIMIT_MAX: '1' });
    try {
      const user = await registerUser(app);
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.inject({
          method: 'GET',
          url: '/api/auth/profile',
          headers: bearer(user.accessToken),
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
