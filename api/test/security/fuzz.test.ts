// The fuzz walk: every route of /api/openapi.json, a route added later included, called with hostile values
// derived from its own schemas — control characters and NUL, lone surrogates, megabyte strings, huge, tiny and
// negative numbers, deep nesting, wrong types and unknown keys — in its body, its query and its path. No call
// may answer 500 (a value the contract let through and the database refused), none may take long (a value
// that made a pattern backtrack), and the server answers its health check after all of them.
import { performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../helpers';
import {
  bodySchemaOf,
  documentedRoutes,
  keyOf,
  pathFor,
  rawCall,
  seedOwner,
  typesOf,
  type JsonSchema,
  type Owner,
  type Route,
} from './walk';

const file = useTestApp();

/**
 * A bound, not a benchmark: a call that backtracks or loops on a megabyte takes minutes, one that does not
 * milliseconds, or a few seconds on a busy machine.
 */
const CALL_BOUND_MS = 5000;
/** Each walk sends hundreds of hostile calls, one after another. */
const WALK_TIMEOUT_MS = 180_000;
/** Under the 1 MiB body limit with the rest of a body around it, so that it reaches the schemas. */
const MEGABYTE_TEXT = 1_000_000;

/** Routes whose call ends the walker's session, and so every call after it. */
const SKIPPED = new Set(['POST /api/auth/logout', 'POST /api/auth/refresh']);
/** The calendar link is not configured here: its routes honestly answer 503, which is no fault. */
const UNCONFIGURED = /^(GET|POST|DELETE) \/api\/google\/?$/;

const json = (value: unknown) => JSON.stringify(value);

/** Texts no field may take: controls, broken UTF-16, and megabytes (one of them the old e-mail trap). */
const HOSTILE_TEXTS = [
  'a\u0000b',
  '\u0001\u001b\u007f',
  'x\u0085y',
  'x\uD800',
  '\uDFFFy',
  // Shaped as an address, so that an e-mail field's own pattern does not refuse it first.
  'a\u0000b@example.com',
  'a\uD800b@example.com',
  'x'.repeat(MEGABYTE_TEXT),
  `a@${'.'.repeat(MEGABYTE_TEXT)}@`,
].map(json);

/** Numbers JSON can carry that no amount, count or limit should be: as JSON texts, 1e999 included. */
const HOSTILE_NUMBERS = ['1e308', '-1e308', '-1', '0', '-0', '9007199254740993', '1e-320', '1e999', '0.001'];

/** Values of the wrong type for any field, and nesting deep enough to hurt a recursive walk. */
const WRONG_VALUES = [
  '{}',
  '[]',
  'null',
  'true',
  '42',
  json(['a\u0000']),
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/** Hostile JSON texts for a property of this schema. */
function hostileValues(schema: JsonSchema): string[] {
  const types = typesOf(schema);
  const values = [...WRONG_VALUES];
  if (types.includes('string') || types.length === 0) values.push(...HOSTILE_TEXTS);
  if (types.includes('number') || types.includes('integer')) values.push(...HOSTILE_NUMBERS);
  if (types.includes('array')) {
    values.push(
      `[${HOSTILE_TEXTS.slice(0, 5).join(',')}]`,
      json(Array.from({ length: 20_000 }, () => 'a\u0000')),
    );
    const items = schema.items?.properties;
    if (items) {
      for (const name of Object.keys(items))
        values.push(json([{ [name]: 'a\u0000b' }]), json([{ [name]: 1e308 }]));
    }
  }
  if (types.includes('object')) {
    values.push(json({ 'a\u0000': 1 }), json({ unknown: 'a\u0000' }));
    for (const name of Object.keys(schema.properties ?? {})) {
      values.push(json({ [name]: 'a\u0000b' }), json({ [name]: 1e308 }));
    }
  }
  return values;
}

/** The valid body with `name` set to `raw`, a JSON text of its own. */
function withProperty(valid: Record<string, unknown>, name: string, raw: string): string {
  const body = json({ ...valid, [name]: '<raw>' });
  return body.replace('"<raw>"', () => raw);
}

/** Whole bodies of the wrong shape, and bodies with unknown keys beside the valid ones. */
function hostileBodies(valid: Record<string, unknown>): string[] {
  return [
    '[]',
    '"a\\u0000"',
    'null',
    '1e999',
    `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    json({ ...valid, 'x\u0000y': 'a\u0000' }),
    json({ ...valid, ['k'.repeat(500_000)]: 1 }),
    json({ ...valid, constructor: { prototype: { polluted: true } } }),
    json(valid).replace(/^\{/, '{"__proto__":{"polluted":true},'),
  ];
}

/** Query values, already encoded: controls, C1, broken UTF-8, a megabyte, numbers out of any range. */
const HOSTILE_QUERY_VALUES = [
  '%00',
  'a%01%1Fb',
  '%C2%85',
  '%ED%A0%80',
  'x'.repeat(MEGABYTE_TEXT),
  '-1',
  '1e309',
  '99999999999999999999',
];

/** Path values, already encoded. */
const HOSTILE_PATH_VALUES = [
  '%00',
  'a%C2%85',
  '%ED%A0%80',
  'x'.repeat(10_000),
  '-1',
  '1e309',
  '..%2F..%2Fetc',
];

/** Query names routes read without declaring them (links in mails, the calendar's callback). */
const UNDECLARED_QUERY_NAMES = ['token', 'code', 'state'];

let routes: Route[];
let owner: Owner;
const faults: string[] = [];
let calls = 0;

/** Calls and records a fault: a 5xx (other than the unconfigured calendar's 503) or a slow answer. */
async function probe(route: Route, what: string, run: () => Promise<LightMyRequestResponse>): Promise<void> {
  const start = performance.now();
  // A response the server destroyed half-way (a stream that failed) is a fault too, not the walk's end.
  const status = await run().then(
    (response) => response.statusCode,
    (error: Error) => `destroyed (${error.message})`,
  );
  const elapsed = performance.now() - start;
  calls += 1;
  const key = keyOf(route);
  const allowed = typeof status === 'number' && (status < 500 || (status === 503 && UNCONFIGURED.test(key)));
  if (!allowed || elapsed >= CALL_BOUND_MS) {
    faults.push(`${key} ${what.slice(0, 120)} -> ${status} in ${Math.round(elapsed)} ms`);
  }
}

const tokenFor = (route: Route) => (route.operation.security ? owner.person.accessToken : undefined);
/** Changing routes last, deleting ones at the very end, so that the records stay for the others. */
const ORDER = ['GET', 'PATCH', 'PUT', 'POST', 'DELETE'];
const walked = () =>
  routes
    .filter((route) => !SKIPPED.has(keyOf(route)) && route.path.startsWith('/api/'))
    .sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));

beforeAll(async () => {
  routes = await documentedRoutes(file.app);
  owner = await seedOwner(file.app, 'Fuzz Person', 'Fuzz-mark');
});

it('finds the routes of the document', () => {
  expect(routes.length).toBeGreaterThan(60);
});

beforeEach(() => {
  faults.length = 0;
});

it(
  'answers hostile bodies on every body route without a 500, each within the bound',
  async () => {
    for (const route of walked()) {
      const schema = bodySchemaOf(route);
      if (!schema) continue;
      const valid = (owner.validBodies[keyOf(route)] ?? {}) as Record<string, unknown>;
      const send = (body: string) =>
        rawCall(file.app, route.method, pathFor(route, owner), tokenFor(route), body);
      for (const body of hostileBodies(valid))
        await probe(route, `body ${body.slice(0, 60)}`, () => send(body));
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        for (const raw of hostileValues(property)) {
          await probe(route, `${name}=${raw.slice(0, 40)}`, () => send(withProperty(valid, name, raw)));
        }
      }
    }
    expect(faults).toEqual([]);
  },
  WALK_TIMEOUT_MS,
);

it(
  'answers hostile query values on every route without a 500, each within the bound',
  async () => {
    for (const route of walked()) {
      const declared = (route.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const names = declared.length > 0 ? declared : route.method === 'GET' ? UNDECLARED_QUERY_NAMES : [];
      const values = declared.length > 0 ? HOSTILE_QUERY_VALUES : HOSTILE_QUERY_VALUES.slice(0, 5);
      const body = bodySchemaOf(route) ? json(owner.validBodies[keyOf(route)] ?? {}) : undefined;
      for (const name of names) {
        // Also the name twice (an array) and with brackets (an object, to a parser that nests).
        for (const value of [...values, `a&${name}=b`, `a&${name}[x]=1`]) {
          const url = `${pathFor(route, owner)}?${name}=${value}`;
          await probe(route, `?${name}=${value}`, () =>
            rawCall(file.app, route.method, url, tokenFor(route), body),
          );
        }
      }
    }
    expect(faults).toEqual([]);
  },
  WALK_TIMEOUT_MS,
);

it(
  'answers hostile path values on every route with parameters without a 500, each within the bound',
  async () => {
    for (const route of walked()) {
      const names = (route.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const body = bodySchemaOf(route) ? json(owner.validBodies[keyOf(route)] ?? {}) : undefined;
      for (const name of names) {
        for (const value of HOSTILE_PATH_VALUES) {
          const url = pathFor(route, owner, { [name]: value });
          await probe(route, `{${name}}=${value}`, () =>
            rawCall(file.app, route.method, url, tokenFor(route), body),
          );
        }
      }
    }
    expect(faults).toEqual([]);
  },
  WALK_TIMEOUT_MS,
);

it('still answers its health check, and the walker is still signed in, after the walk', async () => {
  expect(calls).toBeGreaterThan(1000);
  const health = await file.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const profile = await rawCall(file.app, 'GET', '/api/auth/profile', owner.person.accessToken);
  expect(profile.statusCode).toBe(200);
});
