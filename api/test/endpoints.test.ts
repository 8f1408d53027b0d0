// The domains' tables of calls, which the clients call through, are the routes the API registers: every call of
// every table answers at its method and path, and a route cannot be registered outside its scope's prefix.
import * as endpoints from '@moneta/shared/endpoints';
import { API_BASE, type Endpoint } from '@moneta/shared/endpoints';
import { pathUnder } from '../src/http/route';
import { useTestApp } from './helpers';

const file = useTestApp();

/** Every call of every table, named as the clients name it. */
const calls: [string, Endpoint][] = Object.entries(endpoints)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([table, entries]) =>
    Object.entries(entries as Record<string, Endpoint>).map(([name, call]): [string, Endpoint] => [
      `${table}.${name}`,
      call,
    ]),
  );

it('has the tables of every domain', () => {
  const tables = new Set(calls.map(([name]) => name.split('.')[0]));
  expect([...tables].sort()).toEqual([
    'analyticsEndpoints',
    'authEndpoints',
    'budgetsEndpoints',
    'calendarLinkEndpoints',
    'categoriesEndpoints',
    'goalsEndpoints',
    'moneyAccountsEndpoints',
    'remindersEndpoints',
    'resetEndpoints',
    'rulesEndpoints',
    'securityEndpoints',
    'settingsEndpoints',
    'transactionsEndpoints',
    'transfersEndpoints',
  ]);
  expect(calls.length).toBeGreaterThan(100);
});

it.each(calls)('registers %s at its method and path', (_name, call) => {
  expect(file.app.hasRoute({ method: call.method, url: API_BASE + call.path })).toBe(true);
});

it('answers a call of a table at the path the client fills in', async () => {
  const answer = await file.app.inject({ method: 'GET', url: `${API_BASE}/goals/` });
  // Signed out: the route is there, and asks for a token.
  expect(answer.statusCode).toBe(401);
});

describe('a path under its scope', () => {
  const goal = endpoints.goalsEndpoints.get;

  it("is the call's path less the scope's prefix", () => {
    expect(pathUnder('/api/goals', goal)).toBe('/:id');
    expect(pathUnder('/api/goals', endpoints.goalsEndpoints.list)).toBe('/');
    expect(pathUnder('/api/budgets', endpoints.budgetsEndpoints.month)).toBe('/');
    expect(pathUnder('/api', endpoints.analyticsEndpoints.dashboard)).toBe('/analytics/dashboard');
  });

  it('is refused outside the scope, so a route cannot land under another prefix', () => {
    expect(() => pathUnder('/api/transaction', goal)).toThrow(
      'GET /api/goals/:id is not a route of the scope /api/transaction',
    );
    expect(() => pathUnder('/api/goal', goal)).toThrow('is not a route of the scope /api/goal');
  });
});
