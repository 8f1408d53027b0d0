import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import {
  CONTRIBUTION_NOTE_MAX_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MESSAGES,
  type ContributionResult,
  type Goal,
  type GoalContribution,
} from '@moneta/shared/contract';
import { goalContributions } from '../src/db/schema';
import { useTestApp } from './helpers';
import {
  addFunds,
  createGoal,
  dataOf,
  failureOf,
  newGoalCaller,
  setStatus,
  type GoalCaller,
} from './goal-fixtures';

const file = useTestApp();
const newCaller = () => newGoalCaller(file.app);
const db = () => file.testDb.database.db;

async function rowsOf(goalId: string): Promise<number> {
  const [row] = await db()
    .select({ rows: count() })
    .from(goalContributions)
    .where(eq(goalContributions.goalId, goalId));
  return row?.rows ?? 0;
}

const getGoal = async (call: GoalCaller, id: string) => dataOf<Goal>(await call('GET', `/${id}`));

describe('contribute', () => {
  it('records the contribution and answers the goal as it now stands', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    const response = await call('POST', `/${goal._id}/contribute`, { amount: 12.34, note: ' bonus ' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    const body = response.json<{ success: boolean; data: ContributionResult; message: string }>();
    expect(body.message).toBe(MESSAGES.contributionAdded);
    expect(body.data.contribution).toEqual({
      _id: expect.any(String),
      goalId: goal._id,
      amount: 12.34,
      note: 'bonus',
      createdAt: expect.any(String),
    });
    expect(body.data.goal).toMatchObject({
      _id: goal._id,
      savedAmount: 12.34,
      status: 'Active',
      completedAt: null,
    });
    expect(await getGoal(call, goal._id)).toEqual(body.data.goal);
  });

  it('adds amounts exactly to the cent', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 1 });
    for (let index = 0; index < 3; index += 1) await addFunds(call, goal._id, 0.1);
    expect((await getGoal(call, goal._id)).savedAmount).toBe(0.3);
  });

  it('refuses more than what is left to save, and completes the goal on reaching its target', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    await addFunds(call, goal._id, 59.99);

    const tooMuch = await call('POST', `/${goal._id}/contribute`, { amount: 40.02 });
    expect(tooMuch.statusCode).toBe(422);
    expect(failureOf(tooMuch)).toEqual({
      success: false,
      message: MESSAGES.contributionTooLarge,
      errors: [{ field: 'amount', message: MESSAGES.contributionTooLarge }],
    });
    expect(await rowsOf(goal._id)).toBe(1);

    const { goal: full } = await addFunds(call, goal._id, 40.01);
    expect(full).toMatchObject({ savedAmount: 100, targetAmount: 100, status: 'Completed' });
    expect(new Date(full.completedAt ?? '').toISOString()).toBe(full.completedAt);
    expect(full.completedAt && full.completedAt >= full.createdAt).toBe(true);

    const after = await call('POST', `/${goal._id}/contribute`, { amount: 0.01 });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ success: false, message: MESSAGES.goalAlreadyCompleted });
  });

  it('refuses funds for a paused goal until it is resumed', async () => {
    const call = await newCaller();
    const goal = await createGoal(call);
    await setStatus(call, goal._id, 'pause');
    const refused = await call('POST', `/${goal._id}/contribute`, { amount: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: MESSAGES.goalPausedNoFunds });
    expect(await rowsOf(goal._id)).toBe(0);
    await setStatus(call, goal._id, 'resume');
    expect((await addFunds(call, goal._id, 5)).goal.savedAmount).toBe(5);
  });

  it.each([
    ['no amount', {}, 'amount', MESSAGES.contributionPositive],
    ['a zero amount', { amount: 0 }, 'amount', MESSAGES.contributionPositive],
    ['a negative amount', { amount: -5 }, 'amount', MESSAGES.contributionPositive],
    ['an amount as text', { amount: '5' }, 'amount', MESSAGES.contributionPositive],
    ['three decimals', { amount: 1.005 }, 'amount', MESSAGES.amountDecimals],
    ['an amount of 1e12', { amount: 1e12 }, 'amount', MESSAGES.amountLimit],
    [
      'a note one character too long',
      { amount: 1, note: 'n'.repeat(CONTRIBUTION_NOTE_MAX_LENGTH + 1) },
      'note',
      MESSAGES.contributionNoteTooLong,
    ],
  ])('refuses %s with 422', async (_name, body, field, message) => {
    const call = await newCaller();
    const goal = await createGoal(call);
    const response = await call('POST', `/${goal._id}/contribute`, body);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toEqual({ success: false, message, errors: [{ field, message }] });
    expect(await rowsOf(goal._id)).toBe(0);
  });

  it('counts each of 20 simultaneous contributions', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/${goal._id}/contribute`, { amount: 1 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(
      new Set(responses.map((response) => dataOf<ContributionResult>(response).contribution._id)).size,
    ).toBe(20);
    expect(await getGoal(call, goal._id)).toMatchObject({ savedAmount: 20, status: 'Active' });
    expect(await rowsOf(goal._id)).toBe(20);
  });

  it('never takes a goal past its target, however many arrive at once', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 10 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/${goal._id}/contribute`, { amount: 1 })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    for (const response of responses.filter((item) => item.statusCode === 409)) {
      expect(response.json().message).toBe(MESSAGES.goalAlreadyCompleted);
    }
    expect(await getGoal(call, goal._id)).toMatchObject({ savedAmount: 10, status: 'Completed' });
    expect(await rowsOf(goal._id)).toBe(10);
  });
});

describe('contributions list', () => {
  it('lists the goal’s contributions, newest first', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    const other = await createGoal(call, { targetAmount: 100 });
    expect(dataOf<GoalContribution[]>(await call('GET', `/${goal._id}/contributions`))).toEqual([]);
    const made = [];
    for (const [amount, note] of [
      [1, 'first'],
      [2.5, 'second'],
      [3, 'third'],
    ] as const) {
      made.push((await addFunds(call, goal._id, amount, { note })).contribution);
    }
    await addFunds(call, other._id, 9);
    const listed = dataOf<GoalContribution[]>(await call('GET', `/${goal._id}/contributions`));
    expect(listed).toEqual([...made].reverse());
    expect(listed.map((item) => item.note)).toEqual(['third', 'second', 'first']);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated request with its first result and records it once', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    const key = randomUUID();
    const first = await call(
      'POST',
      `/${goal._id}/contribute`,
      { amount: 10, note: 'pay day' },
      { idempotencyKey: key },
    );
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // Something else changes the goal in between: the replay shows the goal as it stands now.
    await addFunds(call, goal._id, 5);

    const again = await call(
      'POST',
      `/${goal._id}/contribute`,
      { amount: 10, note: 'pay day' },
      { idempotencyKey: key },
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().message).toBe(MESSAGES.contributionAdded);
    const replayed = dataOf<ContributionResult>(again);
    expect(replayed.contribution).toEqual(dataOf<ContributionResult>(first).contribution);
    expect(replayed.goal).toEqual(await getGoal(call, goal._id));
    expect(replayed.goal.savedAmount).toBe(15);
    expect(await rowsOf(goal._id)).toBe(2);
  });

  it('replays the contribution that completed the goal rather than refusing the retry', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 20 });
    const key = randomUUID();
    const { contribution } = await addFunds(call, goal._id, 20, { idempotencyKey: key });
    const again = await call('POST', `/${goal._id}/contribute`, { amount: 20 }, { idempotencyKey: key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(dataOf<ContributionResult>(again).contribution._id).toBe(contribution._id);
    expect(dataOf<ContributionResult>(again).goal.status).toBe('Completed');
  });

  it('refuses the same key for a different request', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    const otherGoal = await createGoal(call, { targetAmount: 100 });
    const key = randomUUID();
    await addFunds(call, goal._id, 10, { idempotencyKey: key, note: 'a' });
    for (const [id, body] of [
      [goal._id, { amount: 11, note: 'a' }],
      [goal._id, { amount: 10, note: 'b' }],
      [goal._id, { amount: 10 }],
      [otherGoal._id, { amount: 10, note: 'a' }],
    ] as const) {
      const response = await call('POST', `/${id}/contribute`, body, { idempotencyKey: key });
      expect(response.statusCode).toBe(422);
      expect(failureOf(response)).toEqual({
        success: false,
        message: MESSAGES.idempotencyKeyReused,
        errors: [{ field: 'Idempotency-Key', message: MESSAGES.idempotencyKeyReused }],
      });
    }
    expect((await getGoal(call, goal._id)).savedAmount).toBe(10);
    expect((await getGoal(call, otherGoal._id)).savedAmount).toBe(0);
    expect(await rowsOf(goal._id)).toBe(1);
    expect(await rowsOf(otherGoal._id)).toBe(0);
  });

  it('records once when the same request arrives many times at once', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/${goal._id}/contribute`, { amount: 7 }, { idempotencyKey: key }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((response) => dataOf<ContributionResult>(response).contribution._id));
    expect(ids.size).toBe(1);
    expect(
      responses.filter((response) => response.headers['idempotent-replayed'] === undefined),
    ).toHaveLength(1);
    expect(await rowsOf(goal._id)).toBe(1);
    expect((await getGoal(call, goal._id)).savedAmount).toBe(7);
  });

  it('lets one of two simultaneous requests for different goals have the key', async () => {
    const call = await newCaller();
    const goals = [
      await createGoal(call, { targetAmount: 100 }),
      await createGoal(call, { targetAmount: 100 }),
    ];
    const key = randomUUID();
    const responses = await Promise.all(
      goals.map((goal) => call('POST', `/${goal._id}/contribute`, { amount: 3 }, { idempotencyKey: key })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const refused = responses.find((response) => response.statusCode === 422);
    expect(refused && failureOf(refused).message).toBe(MESSAGES.idempotencyKeyReused);
    expect((await rowsOf(goals[0]?._id ?? '')) + (await rowsOf(goals[1]?._id ?? ''))).toBe(1);
  });

  it("is each user's own", async () => {
    const first = await newCaller();
    const second = await newCaller();
    const key = randomUUID();
    const a = await createGoal(first);
    const b = await createGoal(second);
    await addFunds(first, a._id, 4, { idempotencyKey: key });
    const theirs = await second('POST', `/${b._id}/contribute`, { amount: 4 }, { idempotencyKey: key });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((await getGoal(second, b._id)).savedAmount).toBe(4);
  });

  it('may serve a new request once it is older than 24 hours', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    const key = randomUUID();
    const { contribution } = await addFunds(call, goal._id, 1, { idempotencyKey: key });
    await db()
      .update(goalContributions)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(goalContributions.id, contribution._id));
    const later = await call('POST', `/${goal._id}/contribute`, { amount: 2 }, { idempotencyKey: key });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(dataOf<ContributionResult>(later).contribution._id).not.toBe(contribution._id);
    expect((await getGoal(call, goal._id)).savedAmount).toBe(3);
    const again = await call('POST', `/${goal._id}/contribute`, { amount: 2 }, { idempotencyKey: key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rowsOf(goal._id)).toBe(2);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1)],
  ])('refuses an %s key with 422', async (_name, key) => {
    const call = await newCaller();
    const goal = await createGoal(call);
    const response = await call('POST', `/${goal._id}/contribute`, { amount: 1 }, { idempotencyKey: key });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toEqual({
      success: false,
      message: MESSAGES.idempotencyKeyInvalid,
      errors: [{ field: 'Idempotency-Key', message: MESSAGES.idempotencyKeyInvalid }],
    });
    expect(await rowsOf(goal._id)).toBe(0);
  });

  it('accepts a key of the longest length', async () => {
    const call = await newCaller();
    const goal = await createGoal(call);
    const key = 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH);
    await addFunds(call, goal._id, 1, { idempotencyKey: key });
    const again = await call('POST', `/${goal._id}/contribute`, { amount: 1 }, { idempotencyKey: key });
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});
