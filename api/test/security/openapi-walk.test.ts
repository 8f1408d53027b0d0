// The security walk: every route of /api/openapi.json, a route added later included, called as an
// attacker would call it: without a token, with another person's ids, with wrong-typed, oversized, deeply
// nested and malformed bodies, with SQL-looking and out-of-range query values. Each refusal is a 4xx in the
// envelope with nothing internal in it, and the owner's data is the same afterwards, to the byte.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  bearer,
  exportedData,
  PASSWORD,
  reauthenticate,
  registerUser,
  useTestApp,
  type SignedIn,
} from '../helpers';
import {
  call as walkCall,
  documentedRoutes,
  keyOf,
  pathFor as ownerPathFor,
  seedOwner,
  type JsonSchema,
  type Owner,
  type Route,
} from './walk';

const file = useTestApp();

/** A text of the owner's in every record, which no answer to anyone else may carry. */
const MARK = 'Owner-secret-7f3a';

/** What no error answer may show: a stack frame, SQL, a file path, a driver's words. */
const INTERNALS =
  /\bat \S+ \(|\bselect\b.+\bfrom\b|\binsert into\b|node_modules|\/src\/|\.ts:\d+|postgres|pglite|drizzle/i;

/** Routes that take no JSON body although they change something (their bodies are a file or nothing). */
const BODILESS = new Set([
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/settings/preferences/reset',
  'POST /api/transaction/import/preview',
  'POST /api/transaction/import',
  'POST /api/goals/{id}/complete',
  'POST /api/goals/{id}/pause',
  'POST /api/goals/{id}/resume',
  'POST /api/accounts/{id}/close',
  'POST /api/accounts/{id}/reopen',
  'POST /api/transaction/{id}/unlock',
  'POST /api/rules/{id}/apply',
  'POST /api/reminders/feed',
  'POST /api/auth/verify-email/resend',
  'POST /api/auth/two-factor/setup',
  'POST /api/auth/two-factor/recovery-codes',
  'POST /api/auth/passkeys/options',
  'POST /api/auth/passkey/options',
  'POST /api/google/',
  'POST /api/google',
]);

let routes: Route[];
let seeded: Owner;
let owner: SignedIn;
let intruder: SignedIn;

const app = (): FastifyInstance => file.app;
const call = (method: string, url: string, token: string | undefined, payload?: unknown) =>
  walkCall(app(), method, url, token, payload);
/** The route's path with the owner's ids (or a plausible value) in its parameters. */
const pathFor = (route: Route) => ownerPathFor(route, seeded);

/** The calendar link is not configured here: starting one is honestly 503, not a fault. */
const UNCONFIGURED = 'POST /api/google/';

/** The owner's data as 'Download my data' gives it, without the time it was made. */
async function ownerData(): Promise<unknown> {
  const { exportedAt: _when, ...data } = await exportedData(app(), owner.accessToken);
  return data;
}

function expectRefusal(response: LightMyRequestResponse, what: string, statuses?: number[]) {
  const context = `${what} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (statuses) expect([context, statuses.includes(response.statusCode)]).toEqual([context, true]);
  else expect([context, response.statusCode >= 400 && response.statusCode < 500]).toEqual([context, true]);
  const body = response.json<{ success: boolean; message: unknown }>();
  expect([context, body.success, typeof body.message]).toEqual([context, false, 'string']);
  expect([context, INTERNALS.test(response.body)]).toEqual([context, false]);
}

/** JSON texts of bodies with one property of the wrong type, too long or out of range, and of wrong JSON values. */
function wrongBodies(schema: JsonSchema, valid: Record<string, unknown>): string[] {
  const json = (value: unknown) => JSON.stringify(value);
  /** The valid body with `name` set to a JSON text of its own (1e309 has no JavaScript value to stringify). */
  const withRaw = (name: string, raw: string) => json({ ...valid, [name]: '<raw>' }).replace('"<raw>"', raw);
  const bodies = [json([valid]), json('a string'), '42'];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const types = [property.type, ...(property.anyOf ?? []).map((option) => option.type)].flat();
    const wrong = types.includes('string') ? { nested: true } : 'not-a-number';
    bodies.push(json({ ...valid, [name]: wrong }));
    bodies.push(json({ ...valid, [name]: types.includes('array') ? [{ nested: true }] : [wrong] }));
    if (types.includes('number')) {
      for (const amount of ['"12abc"', '1e309', '"NaN"', '"Infinity"', '10.123', '1e13']) {
        bodies.push(withRaw(name, amount));
      }
    }
    if (types.includes('string')) bodies.push(json({ ...valid, [name]: 'x'.repeat(100_000) }));
  }
  return bodies;
}

function deeplyNested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

beforeAll(async () => {
  routes = await documentedRoutes(app());
  seeded = await seedOwner(app(), 'Owner Person', MARK);
  owner = seeded.person;
  intruder = await registerUser(app(), { username: 'Intruder Person' });
});

it('describes every route as OpenAPI 3.1, each body route with its body schema', async () => {
  const doc = (await app().inject({ method: 'GET', url: '/api/openapi.json' })).json<{ openapi: string }>();
  expect(doc.openapi).toBe('3.1.0');
  expect(routes.length).toBeGreaterThan(60);
  const changing = routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
  const undescribed = changing
    .filter((route) => !route.operation.requestBody && !BODILESS.has(keyOf(route)))
    .map(keyOf);
  expect(undescribed).toEqual([]);
  const signedIn = routes.filter((route) => route.operation.security).map(keyOf);
  expect(signedIn).toEqual(expect.arrayContaining(['GET /api/transaction/', 'PUT /api/auth/profile']));
  expect(signedIn).not.toContain('POST /api/auth/login');
});

it('answers every signed-in route 401 without a token or with a forged one', async () => {
  const before = await ownerData();
  for (const route of routes.filter((item) => item.operation.security)) {
    const url = pathFor(route);
    expectRefusal(
      await call(route.method, url, undefined, seeded.validBodies[keyOf(route)]),
      `${keyOf(route)} no token`,
      [401],
    );
    const forged = `${owner.accessToken.slice(0, -4)}AAAA`;
    expectRefusal(
      await call(route.method, url, forged, seeded.validBodies[keyOf(route)]),
      `${keyOf(route)} forged`,
      [401],
    );
  }
  expect(await ownerData()).toEqual(before);
});

it("answers another person's ids 404 on every verb, ignores them in bulk calls, and never shows their data", async () => {
  const before = await ownerData();
  let refused = 0;
  for (const route of routes.filter((item) => item.operation.security)) {
    const key = keyOf(route);
    if (key === 'PUT /api/auth/deleteaccount') continue;
    const namesRecord =
      Object.keys(seeded.ids).some((prefix) => route.path.startsWith(prefix)) &&
      /\{(id|importId)\}/.test(route.path);
    const response = await call(route.method, pathFor(route), intruder.accessToken, seeded.validBodies[key]);
    if (key === UNCONFIGURED || key === 'POST /api/google') expect(response.statusCode).toBe(503);
    else if (namesRecord) {
      expectRefusal(response, `${key} as another person`, [404]);
      refused += 1;
    } else expect([key, response.statusCode < 500, response.body.includes(MARK)]).toEqual([key, true, false]);
    if (key.endsWith('/bulk-delete'))
      expect(response.json<{ data: { deletedCount: number } }>().data.deletedCount).toBe(0);
  }
  // Every verb on transactions, rules, goals, contributions, reminders, sessions and imports.
  expect(refused).toBeGreaterThanOrEqual(15);
  expectRefusal(
    await call('DELETE', '/api/budgets/Food', intruder.accessToken),
    'budget as another person',
    [404],
  );
  expect(await ownerData()).toEqual(before);
});

it('refuses wrong-typed, oversized, nested and malformed bodies on every body route, changing nothing', async () => {
  const before = await ownerData();
  for (const route of routes.filter((item) => item.operation.requestBody?.content['application/json'])) {
    const key = keyOf(route);
    const schema = route.operation.requestBody!.content['application/json']!.schema;
    const valid = (seeded.validBodies[key] ?? {}) as Record<string, unknown>;
    // A restore asks for a fresh proof before it reads its body: given, so that the body's checks are walked.
    if (key === 'POST /api/settings/restore') await reauthenticate(app(), owner.accessToken);
    const url = pathFor(route);
    const token = route.operation.security ? owner.accessToken : undefined;
    const raw = async (payload: string) =>
      app().inject({
        method: route.method as 'POST',
        url,
        headers: {
          ...(token ? bearer(token) : {}),
          'content-type': 'application/json',
          origin: 'http://localhost:8080',
        },
        payload,
      });
    for (const body of wrongBodies(schema, valid)) {
      expectRefusal(await raw(body), `${key} ${body.slice(0, 80)}`);
    }
    expectRefusal(await raw('{"amount": 1,'), `${key} malformed JSON`, [400, 429]);
    // Unknown keys are ignored: a body of nothing but nesting is an empty one, which a partial update may take.
    const nested = await raw(deeplyNested(5000));
    if (nested.statusCode >= 400) expectRefusal(nested, `${key} nested JSON`);
    expect([key, nested.statusCode < 500]).toEqual([key, true]);
    const padded = await raw(JSON.stringify({ padding: 'x'.repeat(1_100_000) }));
    expectRefusal(padded, `${key} over the limit`, [413, 422, 429]);
  }
  expect(await ownerData()).toEqual(before);
});

it("answers SQL-looking, huge and out-of-range query values without an error or anyone else's data", async () => {
  const before = await ownerData();
  const values = [
    "' OR 1=1 --",
    '1; DROP TABLE transactions',
    '1000000',
    '-1',
    '0.5',
    '1e309',
    'x'.repeat(10_000),
  ];
  for (const route of routes.filter((item) => item.method === 'GET' && item.operation.security)) {
    const names = (route.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const name of names) {
      for (const value of values) {
        const url = `${pathFor(route)}?${name}=${encodeURIComponent(value)}`;
        const response = await call('GET', url, intruder.accessToken);
        const what = `${keyOf(route)} ?${name}=${value.slice(0, 20)}`;
        if (response.statusCode >= 400) expectRefusal(response, what);
        expect([what, response.statusCode < 500, response.body.includes(MARK)]).toEqual([what, true, false]);
      }
    }
  }
  expect(await ownerData()).toEqual(before);
});

it('keeps the owner able to sign in after the walk', async () => {
  const response = await call('POST', '/api/auth/login', undefined, {
    email: owner.email,
    password: PASSWORD,
  });
  expect(response.statusCode).toBe(200);
});
