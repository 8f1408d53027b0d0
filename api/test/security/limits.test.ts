// Limits before work: every route that checks a password (or a reset code) is limited per address, across all
// of them, before its body is validated and before any argon2 hash; failed password checks are limited per
// account from any address, with a slow-down that lifts by itself; reset codes are capped per e-mail per hour
// and per day, and wrong codes per account per day. With TEST_REDIS_URL set, the same limits run on Redis and
// hold across two instances.
import { MESSAGES } from '@moneta/shared/contract';
import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { passwordResets } from '../../src/db/schema';
import {
  bearer,
  createTestApp,
  mailedCode,
  PASSWORD,
  registerUser,
  setCookie,
  uniqueEmail,
  useTestApp,
  type SignedIn,
  type TestApp,
} from '../helpers';

// Every argon2 hash and verification of the app goes through these spies, so a test can tell that a refused
// call did not reach one.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, hash: jest.fn(actual.hash), verify: jest.fn(actual.verify) };
});

const file = useTestApp();

const ADDRESS_MAX = 10;
const ACCOUNT_FAILURES = 3;
/** The first wait of the slow-down: long enough to see the refusal on a busy machine, short enough to wait out. */
const ACCOUNT_DELAY_MS = 2000;
const SPRAYED = 'Spray1!pass';
const WRONG = 'Wrong1!pass';
const NEW_PASSWORD = 'Fresh4$pass';

const argon2Calls = () => jest.mocked(hash).mock.calls.length + jest.mocked(verify).mock.calls.length;

const hex = () => randomInt(0, 0x10000).toString(16);
/**
 * A random address of the documentation range, met by no other test or earlier run (a Redis shared by runs
 * keeps its counts for their window).
 */
const address = () => `2001:db8:${hex()}:${hex()}:${hex()}::${hex()}`;

const LIMITS = {
  RATE_LIMIT_ADDRESS_MAX: String(ADDRESS_MAX),
  RATE_LIMIT_ADDRESS_WINDOW_MS: '600000',
  RATE_LIMIT_ACCOUNT_FAILURES: String(ACCOUNT_FAILURES),
  RATE_LIMIT_ACCOUNT_DELAY_MS: String(ACCOUNT_DELAY_MS),
  RATE_LIMIT_ACCOUNT_MAX_DELAY_MS: String(4 * ACCOUNT_DELAY_MS),
};

async function withApps(
  count: number,
  env: Record<string, string>,
  run: (...apps: TestApp[]) => Promise<void>,
): Promise<void> {
  const apps: TestApp[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      apps.push(await createTestApp(file.testDb.database, { ...LIMITS, ...env }));
    }
    await run(...apps);
  } finally {
    for (const { app } of apps) await app.close();
  }
}

const withLimitedApp = (run: (limited: TestApp) => Promise<void>, env: Record<string, string> = {}) =>
  withApps(1, env, run);

function post(app: FastifyInstance, url: string, payload: object, remoteAddress: string, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: token ? bearer(token) : {},
  });
}

function put(app: FastifyInstance, url: string, payload: object, remoteAddress: string, token: string) {
  return app.inject({ method: 'PUT', url, payload, remoteAddress, headers: bearer(token) });
}

const login = (app: FastifyInstance, email: string, password: string, from: string) =>
  post(app, '/api/auth/login', { email, password }, from);

function expectTooMany(response: LightMyRequestResponse, message: string = MESSAGES.tooManyRequests) {
  expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([429, message]);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** Calls `attempt` until it answers something other than 429, within `limitMs`; the last answer. */
async function untilNotRefused(
  attempt: () => Promise<LightMyRequestResponse>,
  limitMs: number,
): Promise<LightMyRequestResponse> {
  const deadline = Date.now() + limitMs;
  let response = await attempt();
  while (response.statusCode === 429 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await attempt();
  }
  return response;
}

describe('per address, before any hash', () => {
  it('refuses spraying one password across 30 accounts after the address budget, without hashing', async () => {
    const victims = await Promise.all(Array.from({ length: 30 }, () => registerUser(file.app)));
    await withLimitedApp(async ({ app }) => {
      const attacker = address();
      const statuses: number[] = [];
      let callsAtBudget = 0;
      for (const [index, victim] of victims.entries()) {
        const response = await login(app, victim.email, SPRAYED, attacker);
        statuses.push(response.statusCode);
        if (index === ADDRESS_MAX - 1) callsAtBudget = argon2Calls();
        if (index >= ADDRESS_MAX) expectTooMany(response);
      }
      expect(statuses).toEqual([
        ...Array<number>(ADDRESS_MAX).fill(401),
        ...Array<number>(30 - ADDRESS_MAX).fill(429),
      ]);
      // The 20 refused tries cost no hash at all.
      expect(argon2Calls()).toBe(callsAtBudget);
      // Another address still signs in.
      expect((await login(app, victims[0]?.email ?? '', PASSWORD, address())).statusCode).toBe(200);
    });
    // Thirty sign-ups and ten sign-ins hash forty times, slow on a busy machine.
  }, 90_000);

  it('shares one budget among every password route, and counts bodies that fail validation', async () => {
    const user = await registerUser(file.app);
    await withLimitedApp(async ({ app }) => {
      const from = address();
      // Invalid bodies (422) spend the budget as well: the limit runs before validation.
      for (let index = 0; index < ADDRESS_MAX; index += 1) {
        const invalid = await post(app, '/api/auth/login', { email: 'nope', password: 7 }, from);
        expect(invalid.statusCode).toBe(422);
      }
      const before = argon2Calls();
      const calls: Array<Promise<LightMyRequestResponse>> = [
        login(app, user.email, PASSWORD, from),
        post(app, '/api/auth/register', { username: 'Eve', email: uniqueEmail(), password: PASSWORD }, from),
        post(app, '/api/reset/sendotp', { email: user.email }, from),
        post(app, '/api/reset/verifyotp', { email: user.email, code: '123456' }, from),
        post(app, '/api/reset/setnewpassword', { newPassword: NEW_PASSWORD }, from),
        put(
          app,
          '/api/auth/updatePassword',
          { currentPassword: WRONG, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          from,
          user.accessToken,
        ),
        put(
          app,
          '/api/auth/deleteaccount',
          { password: WRONG, confirmDeletion: 'DELETE' },
          from,
          user.accessToken,
        ),
        // A body that fails validation is refused as too many, not answered 422: nothing of it was looked at.
        post(app, '/api/auth/login', { email: 'x'.repeat(100_000) }, from),
      ];
      for (const response of await Promise.all(calls)) expectTooMany(response);
      expect(argon2Calls()).toBe(before);
    });
  });

  it('limits every route whose body carries a password or a reset code, a route added later included', async () => {
    const user = await registerUser(file.app);
    const doc = (await file.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
    }>();
    const guarded = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([, operation]) =>
            path.startsWith('/api/reset/') ||
            /"[a-zA-Z]*password"/i.test(JSON.stringify(operation.requestBody)),
        )
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          signedIn: !!operation.security,
        })),
    );
    expect(guarded.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/register',
        'PUT /api/auth/updatePassword',
        'PUT /api/auth/deleteaccount',
        'POST /api/reset/sendotp',
        'POST /api/reset/verifyotp',
        'POST /api/reset/setnewpassword',
      ]),
    );
    await withLimitedApp(async ({ app }) => {
      for (const route of guarded) {
        const from = address();
        const call = () =>
          app.inject({
            method: route.method as 'POST',
            url: route.path,
            payload: {},
            remoteAddress: from,
            headers: route.signedIn ? bearer(user.accessToken) : {},
          });
        for (let index = 0; index < ADDRESS_MAX; index += 1) await call();
        const refused = await call();
        expect([`${route.method} ${route.path}`, refused.statusCode]).toEqual([
          `${route.method} ${route.path}`,
          429,
        ]);
      }
    });
  });
});

describe('per account, from any address', () => {
  it('slows failed sign-ins down across addresses, lifts by itself, and a correct password resets it', async () => {
    const victim = await registerUser(file.app);
    await withLimitedApp(async ({ app }) => {
      for (let index = 0; index < ACCOUNT_FAILURES; index += 1) {
        expect((await login(app, victim.email, WRONG, address())).statusCode).toBe(401);
      }
      const before = argon2Calls();
      expectTooMany(await login(app, victim.email, WRONG, address()));
      // Refused even with the right password, so the slow-down cannot be probed for the answer.
      expectTooMany(await login(app, victim.email, PASSWORD, address()));
      expect(argon2Calls()).toBe(before);
      // An unknown e-mail is slowed down alike, so the refusal does not tell which e-mails have accounts.
      const ghost = uniqueEmail('ghost');
      for (let index = 0; index < ACCOUNT_FAILURES; index += 1) await login(app, ghost, WRONG, address());
      expectTooMany(await login(app, ghost, WRONG, address()));

      const after = await untilNotRefused(
        () => login(app, victim.email, PASSWORD, address()),
        ACCOUNT_DELAY_MS + 10_000,
      );
      expect(after.statusCode).toBe(200);
      // The correct sign-in forgot the failures: the next wrong one is answered, not refused.
      expect((await login(app, victim.email, WRONG, address())).statusCode).toBe(401);
    });
  });

  it('limits wrong passwords on password change, account deletion and re-authentication', async () => {
    const user = await registerUser(file.app);
    await withLimitedApp(async ({ app }) => {
      const change = (currentPassword: string) =>
        put(
          app,
          '/api/auth/updatePassword',
          { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          address(),
          user.accessToken,
        );
      const remove = (password: string) =>
        put(
          app,
          '/api/auth/deleteaccount',
          { password, confirmDeletion: 'DELETE' },
          address(),
          user.accessToken,
        );
      expect((await change(WRONG)).statusCode).toBe(400);
      expect((await remove(WRONG)).statusCode).toBe(400);
      expect((await change(WRONG)).statusCode).toBe(400);
      const before = argon2Calls();
      expectTooMany(await remove(WRONG));
      expectTooMany(await change(WRONG));
      expectTooMany(await remove(PASSWORD));
      // The re-authentication a guarded change asks for checks the same password: it waits too.
      expectTooMany(
        await post(app, '/api/auth/reauthenticate', { password: PASSWORD }, address(), user.accessToken),
      );
      expect(argon2Calls()).toBe(before);
      // The account still exists and its owner, once the wait is over, changes the password.
      const changed = await untilNotRefused(() => change(PASSWORD), ACCOUNT_DELAY_MS + 10_000);
      expect(changed.statusCode).toBe(200);
    });
  });
});

/** Moves the e-mail's codes into the past, as if `seconds` had gone by. */
async function age(email: string, seconds: number) {
  await file.testDb.database.db
    .update(passwordResets)
    .set({
      sentAt: sql`${passwordResets.sentAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${passwordResets.expiresAt} - make_interval(secs => ${seconds})`,
      verifiedAt: sql`${passwordResets.verifiedAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(passwordResets.email, email));
}

describe('reset codes', () => {
  const send = (app: FastifyInstance, email: string) => post(app, '/api/reset/sendotp', { email }, address());
  const verifyCode = (app: FastifyInstance, email: string, code: string) =>
    post(app, '/api/reset/verifyotp', { email, code }, address());

  it('caps new codes per e-mail per hour and per day, alike for unknown e-mails', async () => {
    const victim = await registerUser(file.app);
    const ghost = uniqueEmail('ghost');
    await withLimitedApp(
      async (limited) => {
        const { app } = limited;
        for (const email of [victim.email, ghost]) {
          for (let hour = 0; hour < 3; hour += 1) {
            for (let index = 0; index < 2; index += 1) {
              expect((await send(app, email)).statusCode).toBe(200);
              await age(email, 61);
            }
            // Two an hour, then refused until the oldest of the hour is an hour old.
            const refused = await send(app, email);
            expectTooMany(refused, MESSAGES.codeResendTooSoon);
            expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
            await age(email, 3600);
          }
          // Six a day: the next hour is free, the day is not.
          const refused = await send(app, email);
          expectTooMany(refused, MESSAGES.codeResendTooSoon);
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
        }
        // Six codes each, the most the victim's inbox receives in a day.
        for (const email of [victim.email, ghost]) {
          const rows = await file.testDb.database.db
            .select()
            .from(passwordResets)
            .where(eq(passwordResets.email, email));
          expect(rows).toHaveLength(6);
        }
        await limited.app.mailQueue.run();
        expect(limited.mailer.sent.filter((mail) => mail.to === ghost)).toHaveLength(0);
      },
      { RESET_CODES_PER_HOUR: '2', RESET_CODES_PER_DAY: '6' },
    );
  });

  it('lets a new request cancel neither the code the person holds nor their verified reset', async () => {
    const victim = await registerUser(file.app);
    await withLimitedApp(async (limited) => {
      const { app } = limited;
      expect((await send(app, victim.email)).statusCode).toBe(200);
      const held = await mailedCode(limited, victim.email);
      await age(victim.email, 61);
      // Someone else asks for a code for the same e-mail: the one the person holds still works.
      expect((await send(app, victim.email)).statusCode).toBe(200);
      const verified = await verifyCode(app, victim.email, held);
      expect(verified.statusCode).toBe(200);
      const resetCookie = setCookie(verified, 'moneta_reset')?.value ?? '';
      await age(victim.email, 61);
      // And a request after the code was verified leaves the reset session standing.
      expect((await send(app, victim.email)).statusCode).toBe(200);
      const other = await mailedCode(limited, victim.email);
      const done = await app.inject({
        method: 'POST',
        url: '/api/reset/setnewpassword',
        payload: { newPassword: NEW_PASSWORD },
        cookies: { moneta_reset: resetCookie },
        remoteAddress: address(),
      });
      expect(done.statusCode).toBe(200);
      // Once the password is reset, no code sent before it opens another reset.
      if (other !== held) expect((await verifyCode(app, victim.email, other)).statusCode).toBe(400);
      expect((await login(app, victim.email, NEW_PASSWORD, address())).statusCode).toBe(200);
    });
  });

  it('caps wrong codes per account per day, across codes', async () => {
    const victim = await registerUser(file.app);
    await withLimitedApp(
      async (limited) => {
        const { app } = limited;
        const guess = (code: string) => (code === '000000' ? '111111' : '000000');
        // Two codes, three wrong tries each: under the five of a code, at the six of a day.
        for (let round = 0; round < 2; round += 1) {
          expect((await send(app, victim.email)).statusCode).toBe(200);
          const sent = await mailedCode(limited, victim.email);
          for (let index = 0; index < 3; index += 1) {
            expect((await verifyCode(app, victim.email, guess(sent))).statusCode).toBe(400);
          }
          await age(victim.email, 601);
        }
        expect((await send(app, victim.email)).statusCode).toBe(200);
        const code = await mailedCode(limited, victim.email);
        // The day's tries are spent: even the right code is refused, until a day has passed.
        const refused = await verifyCode(app, victim.email, code);
        expectTooMany(refused);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
        await age(victim.email, 24 * 3600);
        expect((await send(app, victim.email)).statusCode).toBe(200);
        const fresh = await mailedCode(limited, victim.email);
        expect((await verifyCode(app, victim.email, fresh)).statusCode).toBe(200);
      },
      { RESET_CODE_FAILURES_PER_DAY: '6' },
    );
  });
});

describe('a shared store that cannot be reached', () => {
  it('refuses the password routes quickly with 503 rather than leaving them unlimited', async () => {
    const user = await registerUser(file.app);
    // Nothing listens on port 1: every command fails as it does while Redis is down.
    await withLimitedApp(
      async ({ app }) => {
        const started = Date.now();
        const response = await login(app, user.email, PASSWORD, address());
        expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([
          503,
          MESSAGES.serviceUnavailable,
        ]);
        expect(Date.now() - started).toBeLessThan(5000);
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      },
      { REDIS_URL: 'redis://127.0.0.1:1' },
    );
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const onRedis = redisUrl ? describe : describe.skip;

onRedis('on Redis, shared by every instance', () => {
  const env = { REDIS_URL: redisUrl ?? '' };

  it('spends the address budget on one instance and refuses on the other', async () => {
    const victims: SignedIn[] = [];
    for (let index = 0; index < ADDRESS_MAX + 1; index += 1) victims.push(await registerUser(file.app));
    await withApps(2, env, async (first, second) => {
      const attacker = address();
      for (const [index, victim] of victims.entries()) {
        const app = (index % 2 === 0 ? first : second)?.app;
        if (!app) throw new Error('two apps expected');
        const response = await login(app, victim.email, SPRAYED, attacker);
        if (index < ADDRESS_MAX) expect(response.statusCode).toBe(401);
        else expectTooMany(response);
      }
    });
  });

  it('slows an account down on every instance, and lifts by itself', async () => {
    const victim = await registerUser(file.app);
    await withApps(2, env, async (first, second) => {
      if (!first || !second) throw new Error('two apps expected');
      for (let index = 0; index < ACCOUNT_FAILURES; index += 1) {
        const app = index % 2 === 0 ? first.app : second.app;
        expect((await login(app, victim.email, WRONG, address())).statusCode).toBe(401);
      }
      expectTooMany(await login(first.app, victim.email, PASSWORD, address()));
      expectTooMany(await login(second.app, victim.email, PASSWORD, address()));
      const after = await untilNotRefused(
        () => login(second.app, victim.email, PASSWORD, address()),
        ACCOUNT_DELAY_MS + 10_000,
      );
      expect(after.statusCode).toBe(200);
      expect((await login(first.app, victim.email, WRONG, address())).statusCode).toBe(401);
    });
  });
});
