import { count, eq } from 'drizzle-orm';
import {
  CONTRIBUTION_NOTE_MAX_LENGTH,
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
