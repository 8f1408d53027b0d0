// One request must never stall the API, and no text may reach the database that it refuses or changes. A
// hostile e-mail address (a@ and a long run of dots) used to make the address pattern backtrack for seconds to
// minutes while every other request waited; a NUL in a text answered 500, and a lone surrogate was stored
// changed. Both are refused at the contract: fast, with the field's message, on routes that need no sign-in too.
import { performance } from 'node:perf_hooks';
import { MESSAGES } from '@moneta/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import { upload } from '../csv-files';
import { bearer, registerUser, useTestApp, type SignedIn } from '../helpers';

const file = useTestApp();

/** A 422 or 413 this long after the request is an answer; the old pattern needed tens of seconds here. */
const PROMPT_MS = 2000;
/** 200,000 dots: about a minute of backtracking for the old pattern, a few milliseconds for the new. */
const HOSTILE_EMAIL = `a@${'.'.repeat(200_000)}@`;
/** Over the 1 MiB body limit: refused before it is parsed. */
const OVERSIZED_EMAIL = `a@${'.'.repeat(1_100_000)}@`;

interface Timed {
  response: LightMyRequestResponse;
  ms: number;
}

async function timed(run: () => Promise<LightMyRequestResponse>): Promise<Timed> {
  const start = performance.now();
  const response = await run();
  return { response, ms: performance.now() - start };
}

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, token?: string) =>
  file.app.inject({
    method,
    url,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      origin: 'http://localhost:8080',
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** The hostile call, and /api/health asked right after it, while the hostile one is still being answered. */
async function withHealthMeanwhile(run: () => Promise<LightMyRequestResponse>): Promise<[Timed, Timed]> {
  const hostile = timed(run);
  const health = timed(() => file.app.inject({ method: 'GET', url: '/api/health' }));
  return Promise.all([hostile, health]);
}

function fieldErrors(response: LightMyRequestResponse): Record<string, string> {
  const body = response.json<{ errors?: { field: string; message: string }[] }>();
  return Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));
}

let user: SignedIn;

beforeAll(async () => {
  user = await registerUser(file.app, { username: 'Input Person' });
});

describe('a hostile e-mail address', () => {
  it.each([
    ['/api/reset/sendotp', { email: HOSTILE_EMAIL }, MESSAGES.resetEmailInvalid],
    ['/api/reset/verifyotp', { email: HOSTILE_EMAIL, code: '123456' }, MESSAGES.resetEmailInvalid],
    ['/api/auth/login', { email: HOSTILE_EMAIL, password: 'Secret1!' }, MESSAGES.textTooLong],
    [
      '/api/auth/register',
      { username: 'Some Person', email: HOSTILE_EMAIL, password: 'Secret1!' },
      MESSAGES.textTooLong,
    ],
  ])('%s answers 422 at once, and /api/health meanwhile', async (url, body, message) => {
    const [hostile, health] = await withHealthMeanwhile(() => send('POST', url, body));
    expect([hostile.response.statusCode, fieldErrors(hostile.response).email]).toEqual([422, message]);
    expect(hostile.ms).toBeLessThan(PROMPT_MS);
    expect(health.response.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(PROMPT_MS);
  });

  it('on the profile, answers 422 at once, and /api/health meanwhile', async () => {
    const [hostile, health] = await withHealthMeanwhile(() =>
      send('PUT', '/api/auth/profile', { username: 'Input Person', email: HOSTILE_EMAIL }, user.accessToken),
    );
    expect([hostile.response.statusCode, fieldErrors(hostile.response).email]).toEqual([
      422,
      MESSAGES.textTooLong,
    ]);
    expect(hostile.ms).toBeLessThan(PROMPT_MS);
    expect(health.ms).toBeLessThan(PROMPT_MS);
  });

  it('over the body limit, answers 413 at once', async () => {
    const [hostile, health] = await withHealthMeanwhile(() =>
      send('POST', '/api/reset/sendotp', { email: OVERSIZED_EMAIL }),
    );
    expect(hostile.response.statusCode).toBe(413);
    expect(hostile.ms).toBeLessThan(PROMPT_MS);
    expect(health.ms).toBeLessThan(PROMPT_MS);
  });
});

describe('characters no text may hold', () => {
  const transaction = {
    description: 'Tea',
    amount: 3,
    type: 'Expense',
    category: 'Food',
    date: '2026-03-02',
  };

  it.each([
    [
      'a NUL in the e-mail of a sign-in',
      '/api/auth/login',
      { email: 'a\u0000b@example.com', password: 'x' },
      'email',
    ],
    ['a NUL in the e-mail of a reset', '/api/reset/sendotp', { email: 'a\u0000b@example.com' }, 'email'],
    [
      'a NUL in the e-mail of a code check',
      '/api/reset/verifyotp',
      { email: 'a\u0000b@example.com', code: '123456' },
      'email',
    ],
  ])('%s is refused with the field message, signed out', async (_what, url, body, field) => {
    const response = await send('POST', url, body);
    expect([response.statusCode, fieldErrors(response)[field]]).toEqual([422, MESSAGES.textNotAllowed]);
  });

  it.each([
    ['a NUL in a title', '/api/transaction', { ...transaction, description: 'a\u0000b' }, 'description'],
    ['a NUL in notes', '/api/transaction', { ...transaction, notes: 'a\u0000b' }, 'notes'],
    ['a bell in notes', '/api/transaction', { ...transaction, notes: 'ring\u0007' }, 'notes'],
    [
      'a C1 control in a title',
      '/api/transaction',
      { ...transaction, description: 'a\u0085b' },
      'description',
    ],
    [
      'a lone surrogate in a title',
      '/api/transaction',
      { ...transaction, description: 'a\uD800b' },
      'description',
    ],
    [
      'a line break in a goal name',
      '/api/goals',
      { name: 'a\nb', targetAmount: 10, targetDate: '2099-01-01', category: 'Travel' },
      'name',
    ],
    [
      'a NUL in a reminder title',
      '/api/reminders',
      { title: 'a\u0000b', date: '2099-01-01T09:00:00Z' },
      'title',
    ],
    [
      'a lone surrogate in a reminder description',
      '/api/reminders',
      { title: 'Rent', date: '2099-01-01T09:00:00Z', description: 'x\uDC00' },
      'description',
    ],
    [
      'a NUL in a goal name',
      '/api/goals',
      { name: 'a\u0000b', targetAmount: 10, targetDate: '2099-01-01', category: 'Travel' },
      'name',
    ],
  ])('%s is refused with the field message', async (_what, url, body, field) => {
    const response = await send('POST', url, body, user.accessToken);
    expect([response.statusCode, fieldErrors(response)[field]]).toEqual([422, MESSAGES.textNotAllowed]);
  });

  it('a NUL or a C1 control in the search box is refused, a line break and a tab are searched', async () => {
    const search = (encoded: string) =>
      send('GET', `/api/transaction/?searchTerm=${encoded}`, undefined, user.accessToken);
    // A query string cannot carry a lone surrogate: broken UTF-8 (%ED%A0%80) stays as the text it is.
    for (const encoded of ['a%00b', 'x%C2%85']) {
      const response = await search(encoded);
      expect([encoded, response.statusCode, fieldErrors(response).searchTerm]).toEqual([
        encoded,
        422,
        MESSAGES.textNotAllowed,
      ]);
    }
    for (const encoded of ['line%0Aone', 'tab%09here', '%ED%A0%80']) {
      expect([encoded, (await search(encoded)).statusCode]).toEqual([encoded, 200]);
    }
  });

  it.each([
    ['/api/transaction', { ...transaction, amount: 1e-320 }, 'amount', MESSAGES.amountZero],
    [
      '/api/goals',
      { name: 'Car', targetAmount: 1e-320, targetDate: '2099-01-01', category: 'Travel' },
      'targetAmount',
      MESSAGES.targetAmountPositive,
    ],
  ])(
    '%s refuses an amount too small to be a cent, which would be stored as zero',
    async (url, body, field, message) => {
      const response = await send('POST', url, body, user.accessToken);
      expect([response.statusCode, fieldErrors(response)[field]]).toEqual([422, message]);
    },
  );

  it("reports a control character in an imported row as that row's problem, and imports the others", async () => {
    const csv =
      'Date,Title,Amount,Notes\n2024-01-01,Tea\u0007bag,-3,\n2024-01-02,Bread,-2,x\u0085y\n2024-01-03,Milk,-1,\n';
    const preview = await upload(file.app, '/import/preview', user.accessToken, { csv });
    expect(preview.statusCode).toBe(200);
    const { problems } = preview.json<{ data: { problems: { line: number; problems: string[] }[] } }>().data;
    expect(problems.map((row) => row.problems)).toEqual([
      [MESSAGES.textNotAllowed],
      [MESSAGES.textNotAllowed],
    ]);
    const imported = await upload(file.app, '/import', user.accessToken, { csv });
    expect(imported.statusCode).toBe(201);
    expect(imported.json<{ data: { imported: number } }>().data.imported).toBe(1);
  });

  it('keeps tabs and line breaks in notes, and emoji and accents everywhere, unchanged', async () => {
    const description = 'Café 東京 😀';
    const notes = 'line one\r\nline two\tindented';
    const created = await send(
      'POST',
      '/api/transaction',
      { ...transaction, description, notes },
      user.accessToken,
    );
    expect(created.statusCode).toBe(201);
    const { _id } = created.json<{ data: { _id: string } }>().data;
    const read = await send('GET', `/api/transaction/${_id}`, undefined, user.accessToken);
    expect(read.json<{ data: { description: string; notes: string } }>().data).toMatchObject({
      description,
      notes,
    });
  });
});
