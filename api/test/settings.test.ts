import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  cookieValue,
  createTestApp,
  createTestDatabase,
  login,
  registerUser,
  signedIn,
  type TestDatabase,
} from './helpers';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app } = await createTestApp(testDb.database));
});

afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

function settings(
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  path: string,
  token: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/settings${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

describe('preferences', () => {
  it('needs authentication', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/settings/preferences' });
    expect(response.statusCode).toBe(401);
  });

  it('reads, patches and resets the preferences', async () => {
    const user = await registerUser(app);
    const initial = await settings('GET', '/preferences', user.accessToken);
    expect(initial.json()).toEqual({
      success: true,
      data: { currency: 'INR', language: 'en', theme: 'light' },
    });

    const patched = await settings('PATCH', '/preferences', user.accessToken, {
      theme: 'dark',
      currency: 'EUR',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toEqual({ currency: 'EUR', language: 'en', theme: 'dark' });

    const partial = await settings('PATCH', '/preferences', user.accessToken, {
      language: 'fr',
      extra: true,
    });
    expect(partial.json().data).toEqual({ currency: 'EUR', language: 'fr', theme: 'dark' });

    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(user.accessToken),
    });
    expect(profile.json().data.preferences).toEqual({ currency: 'EUR', language: 'fr', theme: 'dark' });

    const reset = await settings('POST', '/preferences/reset', user.accessToken);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toEqual({ currency: 'INR', language: 'en', theme: 'light' });
  });

  it('answers 422 for an unknown value', async () => {
    const user = await registerUser(app);
    const response = await settings('PATCH', '/preferences', user.accessToken, {
      theme: 'neon',
      currency: 'XYZ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Currency must be one of INR, USD, EUR, GBP, CAD, AUD.',
      errors: [
        { field: 'currency', message: 'Currency must be one of INR, USD, EUR, GBP, CAD, AUD.' },
        { field: 'theme', message: 'Theme must be one of light, dark, auto.' },
      ],
    });
    const unchanged = await settings('GET', '/preferences', user.accessToken);
    expect(unchanged.json().data.theme).toBe('light');
  });

  it('changes only the signed-in user', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    await settings('PATCH', '/preferences', user.accessToken, { theme: 'auto' });
    const untouched = await settings('GET', '/preferences', other.accessToken);
    expect(untouched.json().data.theme).toBe('light');
  });
});

describe('sessions', () => {
  it('lists the active sessions, newest used first, with the current one marked', async () => {
    const user = await registerUser(app, { userAgent: FIREFOX_WINDOWS });
    const phone = signedIn(await login(app, user.email, undefined, SAFARI_IPHONE));

    const response = await settings('GET', '/sessions', phone.accessToken);
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      id: expect.any(String),
      device: 'Mobile Safari on iOS',
      userAgent: SAFARI_IPHONE,
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      current: true,
    });
    expect(list[1]).toMatchObject({ device: 'Firefox on Windows', current: false });

    const fromLaptop = await settings('GET', '/sessions', user.accessToken);
    expect(fromLaptop.json().data.map((s: { current: boolean }) => s.current)).toEqual([false, true]);
  });

  it('signs one session out at once, and answers 404 for unknown or foreign ids', async () => {
    const user = await registerUser(app);
    const second = signedIn(await login(app, user.email));
    const other = await registerUser(app);
    const list = (await settings('GET', '/sessions', user.accessToken)).json().data as {
      id: string;
      current: boolean;
    }[];
    const secondId = list.find((s) => !s.current)?.id ?? '';

    const foreign = await settings('DELETE', `/sessions/${secondId}`, other.accessToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: 'Session not found' });
    expect((await settings('DELETE', `/sessions/${randomUUID()}`, user.accessToken)).statusCode).toBe(404);
    expect((await settings('DELETE', '/sessions/not-a-uuid', user.accessToken)).statusCode).toBe(404);

    const ended = await settings('DELETE', `/sessions/${secondId}`, user.accessToken);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toEqual({ id: secondId, current: false });

    // Its access token stops working at once, and its refresh token too.
    expect((await settings('GET', '/preferences', second.accessToken)).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { moneta_refresh: second.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await settings('DELETE', `/sessions/${secondId}`, user.accessToken)).statusCode).toBe(404);
    expect((await settings('GET', '/preferences', user.accessToken)).statusCode).toBe(200);
  });

  it('signing out the current session clears its cookie', async () => {
    const user = await registerUser(app);
    const list = (await settings('GET', '/sessions', user.accessToken)).json().data as { id: string }[];
    const response = await settings('DELETE', `/sessions/${list[0]?.id}`, user.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.current).toBe(true);
    expect(cookieValue(response, 'moneta_refresh')).toBe('');
    expect((await settings('GET', '/sessions', user.accessToken)).statusCode).toBe(401);
  });

  it('signs out every other session', async () => {
    const user = await registerUser(app);
    const others = [signedIn(await login(app, user.email)), signedIn(await login(app, user.email))];
    const bystander = await registerUser(app);

    const response = await settings('DELETE', '/sessions/all', user.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ revokedCount: 2 });

    for (const session of others) {
      expect((await settings('GET', '/preferences', session.accessToken)).statusCode).toBe(401);
    }
    const remaining = (await settings('GET', '/sessions', user.accessToken)).json().data;
    expect(remaining).toHaveLength(1);
    expect(remaining[0].current).toBe(true);
    expect((await settings('GET', '/preferences', bystander.accessToken)).statusCode).toBe(200);
  });
});

describe('export', () => {
  it('downloads everything the user owns as a dated JSON file', async () => {
    const user = await registerUser(app, { username: 'Export Me', userAgent: FIREFOX_WINDOWS });
    await settings('PATCH', '/preferences', user.accessToken, { currency: 'GBP' });
    const other = await registerUser(app);

    const response = await settings('GET', '/export', user.accessToken);
    expect(response.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="moneta-export-${today}.json"`,
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');

    const data = response.json();
    expect(data.profile).toMatchObject({ _id: user.userId, username: 'Export Me', email: user.email });
    expect(data.preferences).toEqual({ currency: 'GBP', language: 'en', theme: 'light' });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0].device).toBe('Firefox on Windows');
    expect(JSON.stringify(data)).not.toContain(other.userId);
    expect(JSON.stringify(data)).not.toMatch(/argon2|password/i);
  });

  it('needs authentication', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/settings/export' })).statusCode).toBe(401);
  });
});
