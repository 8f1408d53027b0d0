// Attack catalogue, property level: the fields the server owns (ids, owner, timestamps, status,
// amounts saved, import and rule links, password hashes) sent in a body are dropped, never stored. Each case
// reads the stored record back, and the other person's data, afterwards.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  bearer,
  login,
  PASSWORD,
  registerUser,
  useTestApp,
  userCallerFor,
  type SignedIn,
  type UserCaller,
} from '../helpers';

const file = useTestApp();

const FOREIGN_ID = randomUUID();
const LONG_AGO = '2000-01-01T00:00:00.000Z';

let owner: SignedIn;
let other: SignedIn;

/** Every server-owned field a client could try, with values no honest record of the owner holds. */
function serverOwned(): Record<string, unknown> {
  return {
    _id: FOREIGN_ID,
    id: FOREIGN_ID,
    userId: other.userId,
    user_id: other.userId,
    createdAt: LONG_AGO,
    updatedAt: LONG_AGO,
    status: 'Completed',
    savedAmount: 4999,
    importId: FOREIGN_ID,
    recurring: { id: FOREIGN_ID, frequency: 'daily', endDate: null, nextDate: '2000-01-02' },
    since: '2000-01',
    passwordHash: 'argon2-forged',
    role: 'admin',
  };
}

const caller = (base: string, user: SignedIn = owner): UserCaller => userCallerFor(file.app, base, user);
const dataOf = <T>(response: LightMyRequestResponse): T => response.json<{ data: T }>().data;

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect([response.statusCode, response.body.slice(0, 200)]).toEqual([status, expect.any(String)]);
}

/** The person's whole stored data, as 'Download my data' gives it. */
async function exported(user: SignedIn): Promise<Record<string, unknown>> {
  const response = await caller('/api/settings', user)('GET', '/export');
  expectStatus(response, 200);
  const { exportedAt: _when, ...data } = response.json<Record<string, unknown>>();
  return data;
}

/** None of the attack's values anywhere in what the owner has stored. */
async function expectNothingForeignStored() {
  const text = JSON.stringify(await exported(owner));
  expect(text).not.toContain(FOREIGN_ID);
  expect(text).not.toContain(other.userId);
  expect(text).not.toContain('2000-01');
  expect(text).not.toMatch(/argon2-forged|admin/);
}

let otherBefore: Record<string, unknown>;

beforeAll(async () => {
  owner = await registerUser(file.app, { username: 'Owner Person' });
  other = await registerUser(file.app, { username: 'Other Person' });
  otherBefore = await exported(other);
});

describe('server-owned fields in a body are dropped', () => {
  const transaction = {
    description: 'Groceries',
    amount: 25,
    type: 'Expense',
    category: 'Food',
    date: '2026-03-02',
  };

  it('transaction create and update', async () => {
    const call = caller('/api/transaction');
    const created = await call('POST', '/', { ...transaction, ...serverOwned() });
    expectStatus(created, 201);
    const { _id: id } = dataOf<{ _id: string }>(created);
    const updated = await call('PUT', `/${id}`, { ...transaction, notes: 'edited', ...serverOwned() });
    expectStatus(updated, 200);
    const stored = dataOf<Record<string, unknown>>(await call('GET', `/${id}`));
    expect(stored).toMatchObject({ _id: id, userId: owner.userId, importId: null, recurring: null });
    expect(stored.notes).toBe('edited');
    expect(Date.parse(String(stored.createdAt))).toBeGreaterThan(Date.parse(LONG_AGO));
    expect((await call('GET', `/${FOREIGN_ID}`)).statusCode).toBe(404);
    await expectNothingForeignStored();
  });

  it('goal create, update and contribution', async () => {
    const call = caller('/api/goals');
    const goal = { name: 'Bike', targetAmount: 5000, targetDate: '2099-01-01', category: 'Travel' };
    const created = await call('POST', '/', { ...goal, ...serverOwned() });
    expectStatus(created, 201);
    const { _id: id } = dataOf<{ _id: string }>(created);
    const second = dataOf<{ _id: string }>(await call('POST', '/', { ...goal, name: 'Second' }));
    expectStatus(await call('PUT', `/${id}`, { ...goal, name: 'Bike 2', ...serverOwned() }), 200);
    // A contribution naming another goal (and another owner) counts for the goal of its path only.
    const gift = await call('POST', `/${id}/contribute`, {
      amount: 10,
      note: 'birthday',
      ...serverOwned(),
      goalId: second._id,
      amount_minor: 999_999,
    });
    expectStatus(gift, 201);
    const stored = dataOf<Record<string, unknown>>(await call('GET', `/${id}`));
    expect(stored).toMatchObject({
      _id: id,
      name: 'Bike 2',
      userId: owner.userId,
      savedAmount: 10,
      status: 'Active',
    });
    expect(dataOf<{ savedAmount: number }>(await call('GET', `/${second._id}`)).savedAmount).toBe(0);
    await expectNothingForeignStored();
  });

  it('reminder create and update', async () => {
    const call = caller('/api/reminders');
    const reminder = { title: 'Rent', date: '2099-01-01T09:00:00Z' };
    const created = await call('POST', '/', { ...reminder, ...serverOwned(), sentAt: LONG_AGO });
    expectStatus(created, 201);
    const { _id: id } = dataOf<{ _id: string }>(created);
    expectStatus(await call('PUT', `/${id}`, { ...reminder, title: 'Rent 2', ...serverOwned() }), 200);
    const list = dataOf<Array<Record<string, unknown>>>(await call('GET', '/'));
    expect(list).toEqual([expect.objectContaining({ _id: id, title: 'Rent 2', repeat: 'none' })]);
    await expectNothingForeignStored();
  });

  it('budgets', async () => {
    const call = caller('/api/budgets');
    const response = await call('PUT', '/', {
      ...serverOwned(),
      // A line's updatedAt is not the server's to keep but the version it was made from: null, a new budget.
      budgets: [
        { category: 'Food', amount: 300, rollover: false, ...serverOwned(), updatedAt: null, spent: 9999 },
      ],
    });
    expectStatus(response, 200);
    const month = dataOf<{ budgets: Array<Record<string, unknown>> }>(await call('GET', '/'));
    expect(month.budgets).toEqual([
      expect.objectContaining({ category: 'Food', amount: 300, spent: 0, since: expect.any(String) }),
    ]);
    expect(month.budgets[0]?.since).not.toBe('2000-01');
    await expectNothingForeignStored();
  });

  it('preferences', async () => {
    const response = await file.app.inject({
      method: 'PATCH',
      url: '/api/settings/preferences',
      headers: bearer(owner.accessToken),
      payload: { currency: 'EUR', ...serverOwned() },
    });
    expectStatus(response, 200);
    expect((await exported(owner)).preferences).toEqual({ currency: 'EUR', language: 'en', theme: 'light' });
    await expectNothingForeignStored();
  });

  it('profile: no password, id or date can be set through it', async () => {
    const call = caller('/api/auth');
    const response = await call('PUT', '/profile', {
      username: 'Owner Renamed',
      email: owner.email,
      ...serverOwned(),
      password: 'Hijack1!x',
      newPassword: 'Hijack1!x',
    });
    expectStatus(response, 200);
    expect(dataOf<Record<string, unknown>>(response)).toMatchObject({
      _id: owner.userId,
      username: 'Owner Renamed',
    });
    expect((await login(file.app, owner.email, 'Hijack1!x')).statusCode).toBe(401);
    expect((await login(file.app, owner.email, PASSWORD)).statusCode).toBe(200);
    await expectNothingForeignStored();
  });

  it('registration', async () => {
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'New Person',
        email: `new.${FOREIGN_ID.slice(0, 8)}@example.com`,
        password: PASSWORD,
        ...serverOwned(),
      },
    });
    expectStatus(response, 201);
    const user = dataOf<{ user: Record<string, unknown> }>(response).user;
    expect(user._id).not.toBe(FOREIGN_ID);
    expect(user._id).not.toBe(other.userId);
    expect(Date.parse(String(user.createdAt))).toBeGreaterThan(Date.parse(LONG_AGO));
    expect(JSON.stringify(user)).not.toMatch(/argon2-forged|admin/);
  });

  it("left the other person's data as it was", async () => {
    expect(await exported(other)).toEqual(otherBefore);
  });
});
