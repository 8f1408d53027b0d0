// What the walks over /api/openapi.json share: the routes as the document lists them, a person with one record
// of each kind (so that a route's path can name a real record), a valid body of each body route (so that only the
// value under test can make a call fail), and the calls themselves.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, registerUser, type SignedIn } from '../helpers';
import { upload } from '../csv-files';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
}

export interface Parameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface Route {
  method: string;
  path: string;
  operation: Operation;
}

export const keyOf = (route: Route) => `${route.method} ${route.path}`;

/** The JSON body schema of a route, when it takes one. */
export const bodySchemaOf = (route: Route): JsonSchema | undefined =>
  route.operation.requestBody?.content['application/json']?.schema;

/** The types a property may have, its anyOf options' included. */
export const typesOf = (schema: JsonSchema): string[] =>
  [schema.type, ...(schema.anyOf ?? []).map((option) => option.type)]
    .flat()
    .filter((type) => type !== undefined);

/** Every route of the document, each method apart. */
export async function documentedRoutes(app: FastifyInstance): Promise<Route[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** A JSON call as the app makes it (the app's origin, a time zone), with a token when given. */
export function call(
  app: FastifyInstance,
  method: string,
  url: string,
  token: string | undefined,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return rawCall(app, method, url, token, payload === undefined ? undefined : JSON.stringify(payload));
}

/** As `call`, with the body's JSON text as it is. */
export function rawCall(
  app: FastifyInstance,
  method: string,
  url: string,
  token: string | undefined,
  payload?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      timezone: 'UTC',
      origin: 'http://localhost:8080',
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function created(response: LightMyRequestResponse, what: string): Promise<{ _id: string }> {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { _id: string } }>().data;
}

/** Parameters that name no record: a value the route accepts, so its own checks run. */
export const PLAIN_PARAMS: Record<string, string> = {
  category: 'Food',
  priority: 'High',
  chartType: 'category',
  type: 'summary',
  year: '2026',
  month: '3',
};

export interface Owner {
  person: SignedIn;
  /** The person's ids by path parameter name, under the path prefix that names them. */
  ids: Record<string, Record<string, string>>;
  /** A valid body of each body route that needs one to get past its own checks. */
  validBodies: Record<string, unknown>;
}

/**
 * A person with a second money account, a transaction in it (and its rule), a goal (and a gift), a reminder, a
 * budget and an import.
 */
export async function seedOwner(app: FastifyInstance, username: string, mark: string): Promise<Owner> {
  const person = await registerUser(app, { username });
  const token = person.accessToken;
  const accountBody = {
    name: `${mark} card`,
    kind: 'Credit card',
    openingBalance: -10,
    openingDate: '2026-01-01',
  };
  const account = await created(await call(app, 'POST', '/api/accounts', token, accountBody), 'account');
  const transaction = await created(
    await call(app, 'POST', '/api/transaction', token, {
      description: `${mark} salary`,
      amount: 1234.56,
      type: 'Income',
      category: 'Salary',
      date: '2026-03-02',
      accountId: account._id,
    }),
    'transaction',
  );
  await created(
    await call(app, 'POST', `/api/transaction/${transaction._id}/recurring`, token, { frequency: 'monthly' }),
    'recurring rule',
  );
  const goal = await created(
    await call(app, 'POST', '/api/goals', token, {
      name: `${mark} car`,
      targetAmount: 5000,
      targetDate: '2099-01-01',
      category: 'Travel',
    }),
    'goal',
  );
  await created(
    await call(app, 'POST', `/api/goals/${goal._id}/contribute`, token, { amount: 10, note: mark }),
    'gift',
  );
  const reminder = await created(
    await call(app, 'POST', '/api/reminders', token, { title: `${mark} rent`, date: '2099-01-01T09:00:00Z' }),
    'reminder',
  );
  await created(
    await call(app, 'PUT', '/api/budgets', token, {
      budgets: [{ category: 'Food', amount: 300, rollover: false }],
    }),
    'budget',
  );
  const imported = await upload(app, '/import', token, {
    csv: `date,description,amount\n2026-03-05,${mark} import,-12.50\n`,
  });
  if (imported.statusCode !== 201) throw new Error(`import: ${imported.statusCode} ${imported.body}`);
  const importId = imported.json<{ data: { importId: string } }>().data.importId;
  const sessions = await call(app, 'GET', '/api/settings/sessions', token);
  const sessionId = sessions.json<{ data: { id: string }[] }>().data[0]!.id;

  const transactionBody = {
    description: 'Changed',
    amount: 1,
    type: 'Expense',
    category: 'Food',
    date: '2026-03-03',
  };
  const goalBody = { name: 'Changed', targetAmount: 1, targetDate: '2099-02-01', category: 'Travel' };
  const reminderBody = { title: 'Changed', date: '2099-01-02T09:00:00Z' };
  return {
    person,
    ids: {
      '/api/transaction/import/': { importId },
      '/api/transaction/': { id: transaction._id },
      '/api/goals/': { id: goal._id },
      '/api/reminders/': { id: reminder._id },
      '/api/settings/sessions/': { id: sessionId },
      '/api/accounts/': { id: account._id },
    },
    validBodies: {
      'POST /api/transaction/': transactionBody,
      'PUT /api/transaction/{id}': transactionBody,
      'POST /api/transaction/{id}/recurring': { frequency: 'weekly' },
      'POST /api/goals/': goalBody,
      'PUT /api/goals/{id}': goalBody,
      'POST /api/goals/{id}/contribute': { amount: 1 },
      'POST /api/reminders/': reminderBody,
      'PUT /api/reminders/{id}': reminderBody,
      'POST /api/transaction/bulk-delete': { transactionIds: [transaction._id] },
      'POST /api/transaction/clear': { transactionIds: [transaction._id], cleared: true },
      'POST /api/goals/bulk-delete': { goalIds: [goal._id] },
      'PUT /api/budgets/': { budgets: [{ category: 'Food', amount: 300, rollover: false }] },
      'POST /api/analytics/custom': { metric: 'sum', groupBy: 'category' },
      'POST /api/analytics/batch': { requests: [{ key: 'a', path: '/dashboard' }] },
      'PUT /api/reminders/preferences': { emails: true },
      'PATCH /api/settings/preferences': { theme: 'dark' },
      'POST /api/accounts/': { ...accountBody, name: 'Changed' },
      'PUT /api/accounts/{id}': { ...accountBody, name: 'Changed' },
      'POST /api/accounts/{id}/reconcile': { statementDate: '2026-01-31', statementBalance: -10 },
    },
  };
}

/**
 * The route's path with the owner's ids (or a plausible value) in its parameters, and `overrides` (already
 * encoded) in place of the parameters they name.
 */
export function pathFor(route: Route, owner: Owner, overrides: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name in overrides) return overrides[name]!;
    const owned = Object.entries(owner.ids).find(([prefix]) => route.path.startsWith(prefix))?.[1][name];
    return owned ?? PLAIN_PARAMS[name] ?? `unknown-param-${name}`;
  });
}
