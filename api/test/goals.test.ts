import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  GOAL_CATEGORIES,
  GOAL_NAME_MAX_LENGTH,
  MESSAGES,
  type Goal,
  type GoalInput,
} from '@moneta/shared/contract';
import { goals } from '../src/db/schema';
import { useTestApp } from './helpers';
import {
  addFunds,
  createGoal,
  dataOf,
  daysFromNow,
  editGoal,
  failureOf,
  goalInput,
  newGoalCaller,
  setStatus,
  today,
  type GoalCaller,
} from './goal-fixtures';

const file = useTestApp();
const newCaller = () => newGoalCaller(file.app);

async function list(call: GoalCaller, query = ''): Promise<Goal[]> {
  const response = await call('GET', `/${query}`);
  expect(response.statusCode).toBe(200);
  return dataOf<Goal[]>(response);
}

const names = (items: Goal[]) => items.map((item) => item.name);

describe('authentication', () => {
  const id = randomUUID();
  it.each([
    ['GET', '/'],
    ['POST', '/'],
    ['GET', `/${id}`],
    ['PUT', `/${id}`],
    ['DELETE', `/${id}`],
    ['POST', `/${id}/contribute`],
    ['GET', `/${id}/contributions`],
    ['POST', `/${id}/complete`],
    ['POST', `/${id}/pause`],
    ['POST', `/${id}/resume`],
    ['GET', '/category/Savings'],
    ['GET', '/priority/High'],
    ['GET', '/overdue'],
    ['GET', '/dashboard'],
    ['GET', '/summary'],
    ['POST', '/bulk-delete'],
  ] as const)('%s %s needs a bearer token', async (method, path) => {
    const response = await file.app.inject({ method, url: `/api/goals${path}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.authRequired });
  });
});

describe('create', () => {
  it('answers 201 with the goal: nothing saved, Active', async () => {
    const call = await newCaller();
    const input = goalInput({ name: 'New laptop', targetAmount: 1299.99, category: 'Technology' });
    const response = await call('POST', '/', input);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; data: Goal; message: string }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe(MESSAGES.goalCreated);
    expect(body.data).toEqual({
      _id: expect.any(String),
      userId: call.userId,
      name: 'New laptop',
      targetAmount: 1299.99,
      savedAmount: 0,
      targetDate: input.targetDate,
      priority: 'High',
      category: 'Technology',
      status: 'Active',
      completedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(dataOf<Goal>(await call('GET', `/${body.data._id}`))).toEqual(body.data);
  });

  it('defaults the priority to Medium, trims the name, cuts a date-time to its date, ignores extra fields', async () => {
    const call = await newCaller();
    const other = await newCaller();
    const { priority: _priority, ...withoutPriority } = goalInput();
    const date = daysFromNow(10);
    const response = await call('POST', '/', {
      ...withoutPriority,
      name: '  Holiday  ',
      targetDate: `${date}T22:30:00.000Z`,
      userId: other.userId,
      savedAmount: 500,
      status: 'Completed',
    });
    expect(response.statusCode).toBe(201);
    const created = dataOf<Goal>(response);
    expect(created).toMatchObject({
      name: 'Holiday',
      priority: 'Medium',
      targetDate: date,
      userId: call.userId,
      savedAmount: 0,
      status: 'Active',
    });
    expect(await list(other)).toEqual([]);
  });

  it('accepts today as the target date, and the longest name', async () => {
    const call = await newCaller();
    const created = await createGoal(call, {
      targetDate: today(),
      name: 'n'.repeat(GOAL_NAME_MAX_LENGTH),
    });
    expect(created.targetDate).toBe(today());
    expect(created.name).toHaveLength(GOAL_NAME_MAX_LENGTH);
  });

  it.each([0.01, 0.1 + 0.2, 19.99 * 3, 999_999_999_999.99])(
    'stores a target of %p exactly',
    async (amount) => {
      const call = await newCaller();
      const created = await createGoal(call, { targetAmount: amount });
      expect(created.targetAmount).toBe(Math.round(amount * 100) / 100);
    },
  );
});

describe('validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { name: undefined }, 'name', MESSAGES.goalNameRequired],
    ['a blank name', { name: '   ' }, 'name', MESSAGES.goalNameRequired],
    [
      'a name one character too long',
      { name: 'n'.repeat(GOAL_NAME_MAX_LENGTH + 1) },
      'name',
      MESSAGES.goalNameTooLong,
    ],
    ['no target amount', { targetAmount: undefined }, 'targetAmount', MESSAGES.targetAmountPositive],
    ['a zero target', { targetAmount: 0 }, 'targetAmount', MESSAGES.targetAmountPositive],
    ['a negative target', { targetAmount: -5 }, 'targetAmount', MESSAGES.targetAmountPositive],
    ['a target as text', { targetAmount: '100' }, 'targetAmount', MESSAGES.targetAmountPositive],
    ['three decimals', { targetAmount: 10.005 }, 'targetAmount', MESSAGES.amountDecimals],
    ['a target of 1e12', { targetAmount: 1e12 }, 'targetAmount', MESSAGES.amountLimit],
    ['no target date', { targetDate: undefined }, 'targetDate', MESSAGES.targetDateRequired],
    ['an empty target date', { targetDate: '' }, 'targetDate', MESSAGES.targetDateRequired],
    ['2025-02-29', { targetDate: '2025-02-29' }, 'targetDate', MESSAGES.dateInvalid],
    ['a day-first date', { targetDate: '15/03/2030' }, 'targetDate', MESSAGES.dateInvalid],
    ['yesterday', { targetDate: daysFromNow(-1) }, 'targetDate', MESSAGES.targetDateFuture],
    ['no category', { category: undefined }, 'category', MESSAGES.goalCategoryRequired],
    ['an empty category', { category: '' }, 'category', MESSAGES.goalCategoryRequired],
    ['a transaction category', { category: 'Food' }, 'category', MESSAGES.goalCategoryInvalid],
    ['an unknown priority', { priority: 'Urgent' }, 'priority', MESSAGES.priorityInvalid],
  ];

  it.each(cases)('refuses %s with 422 and its text', async (_name, change, field, message) => {
    const call = await newCaller();
    const response = await call('POST', '/', { ...goalInput(), ...change });
    expect(response.statusCode).toBe(422);
    const body = failureOf(response);
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
    expect(body.errors).toContainEqual({ field, message });
    expect(await list(call)).toEqual([]);
  });

  it("names every field's problem together, as the form's alert shows them", async () => {
    const call = await newCaller();
    const response = await call('POST', '/', {});
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).errors).toEqual([
      { field: 'name', message: 'Goal name is required' },
      { field: 'targetAmount', message: 'Target amount must be greater than 0' },
      { field: 'targetDate', message: 'Target date is required' },
      { field: 'category', message: 'Category is required' },
    ]);
  });

  it('validates PUT like POST, except that a past date is allowed', async () => {
    const call = await newCaller();
    const goal = await createGoal(call);
    const bad = await call('PUT', `/${goal._id}`, { ...goalInput(), targetAmount: 0 });
    expect(bad.statusCode).toBe(422);
    expect(failureOf(bad).errors).toEqual([
      { field: 'targetAmount', message: MESSAGES.targetAmountPositive },
    ]);
    const past = await editGoal(call, goal, { targetDate: '2020-01-31' });
    expect(past.targetDate).toBe('2020-01-31');
  });

  it('answers malformed JSON with 400', async () => {
    const call = await newCaller();
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/goals/',
      headers: { authorization: `Bearer ${call.accessToken}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(await list(call)).toEqual([]);
  });
});

describe("the person's time zone", () => {
  // Pago Pago (UTC-11) and Kiritimati (UTC+14) are 25 hours apart: Kiritimati's date is always later.
  const pagoToday = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Pago_Pago' }).format(new Date());

  it('decides "in the future" with the timezone header', async () => {
    const call = await newCaller();
    const date = pagoToday();
    const late = await call('POST', '/', goalInput({ targetDate: date }), { timezone: 'Pacific/Kiritimati' });
    expect(late.statusCode).toBe(422);
    expect(failureOf(late).errors).toEqual([{ field: 'targetDate', message: MESSAGES.targetDateFuture }]);
    const inTime = await call('POST', '/', goalInput({ targetDate: date }), {
      timezone: 'Pacific/Pago_Pago',
    });
    expect(inTime.statusCode).toBe(201);
  });

  it('decides "overdue" with the timezone header; an unknown zone counts as UTC', async () => {
    const call = await newCaller();
    const date = pagoToday();
    const created = await call('POST', '/', goalInput({ name: 'Due today in Pago Pago', targetDate: date }), {
      timezone: 'Pacific/Pago_Pago',
    });
    expect(created.statusCode).toBe(201);
    const overdue = async (timezone: string) =>
      names(dataOf<Goal[]>(await call('GET', '/overdue', undefined, { timezone })));
    expect(await overdue('Pacific/Pago_Pago')).toEqual([]);
    expect(await overdue('Pacific/Kiritimati')).toEqual(['Due today in Pago Pago']);
    const utcToday = today();
    expect(await overdue('Not/A_Zone')).toEqual(date < utcToday ? ['Due today in Pago Pago'] : []);

    const stats = async (timezone: string) =>
      dataOf<{ overdueGoals: number; upcomingDeadlines: Goal[] }>(
        await call('GET', '/dashboard', undefined, { timezone }),
      );
    expect((await stats('Pacific/Pago_Pago')).overdueGoals).toBe(0);
    expect(names((await stats('Pacific/Pago_Pago')).upcomingDeadlines)).toEqual(['Due today in Pago Pago']);
    expect((await stats('Pacific/Kiritimati')).overdueGoals).toBe(1);
    expect((await stats('Pacific/Kiritimati')).upcomingDeadlines).toEqual([]);
  });
});

describe('get, update and delete', () => {
  it('reads, replaces and deletes the goal with its contributions', async () => {
    const call = await newCaller();
    const goal = await createGoal(call);
    await addFunds(call, goal._id, 100);

    const response = await call('PUT', `/${goal._id}`, {
      name: 'Rainy day',
      targetAmount: 2500.5,
      targetDate: daysFromNow(200),
      priority: 'Low',
      category: 'Other',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.goalUpdated);
    const updated = dataOf<Goal>(response);
    expect(updated).toMatchObject({
      _id: goal._id,
      name: 'Rainy day',
      targetAmount: 2500.5,
      savedAmount: 100,
      targetDate: daysFromNow(200),
      priority: 'Low',
      category: 'Other',
      status: 'Active',
      createdAt: goal.createdAt,
    });
    expect(updated.updatedAt >= goal.updatedAt).toBe(true);
    expect(dataOf<Goal>(await call('GET', `/${goal._id}`))).toEqual(updated);

    const removed = await call('DELETE', `/${goal._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { _id: goal._id }, message: MESSAGES.goalDeleted });
    expect((await call('GET', `/${goal._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/${goal._id}/contributions`)).statusCode).toBe(404);
    expect((await call('DELETE', `/${goal._id}`)).statusCode).toBe(404);
  });

  it('refuses a target below the amount saved', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    await addFunds(call, goal._id, 60.5);
    const response = await call('PUT', `/${goal._id}`, goalInput({ targetAmount: 60.49 }));
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toEqual({
      success: false,
      message: MESSAGES.targetBelowSaved,
      errors: [{ field: 'targetAmount', message: MESSAGES.targetBelowSaved }],
    });
    expect(dataOf<Goal>(await call('GET', `/${goal._id}`)).targetAmount).toBe(100);
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1' OR '1'='1"],
    ['an almost-uuid', '12345678-1234-1234-1234-1234567890zz'],
  ])('answers 404 for %s on every route of one goal', async (_name, id) => {
    const call = await newCaller();
    const path = `/${encodeURIComponent(id)}`;
    for (const response of [
      await call('GET', path),
      await call('PUT', path, goalInput()),
      await call('DELETE', path),
      await call('POST', `${path}/contribute`, { amount: 1 }),
      await call('GET', `${path}/contributions`),
      await call('POST', `${path}/complete`),
      await call('POST', `${path}/pause`),
      await call('POST', `${path}/resume`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.goalNotFound });
    }
  });
});

describe('ownership', () => {
  it("answers 404 for another user's goal and never shows, changes or deletes it", async () => {
    const owner = await newCaller();
    const intruder = await newCaller();
    const mine = await createGoal(owner, { name: 'Private' });
    await addFunds(owner, mine._id, 10);
    await createGoal(intruder, { name: 'Intruder own' });

    for (const response of [
      await intruder('GET', `/${mine._id}`),
      await intruder('PUT', `/${mine._id}`, goalInput({ name: 'Hacked' })),
      await intruder('DELETE', `/${mine._id}`),
      await intruder('POST', `/${mine._id}/contribute`, { amount: 1 }),
      await intruder('GET', `/${mine._id}/contributions`),
      await intruder('POST', `/${mine._id}/complete`),
      await intruder('POST', `/${mine._id}/pause`),
      await intruder('POST', `/${mine._id}/resume`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.goalNotFound);
    }

    expect(names(await list(intruder))).toEqual(['Intruder own']);
    expect(names(await list(intruder, `?userId=${owner.userId}`))).toEqual(['Intruder own']);
    expect(names(dataOf<Goal[]>(await intruder('GET', '/category/Savings')))).toEqual(['Intruder own']);
    expect(dataOf(await intruder('GET', '/summary'))).toMatchObject({ totalGoals: 1, totalSavedAmount: 0 });
    const bulk = await intruder('POST', '/bulk-delete', { goalIds: [mine._id], userId: owner.userId });
    expect(dataOf(bulk)).toEqual({ deletedCount: 0 });

    const still = dataOf<Goal>(await owner('GET', `/${mine._id}`));
    expect(still).toMatchObject({ name: 'Private', savedAmount: 10, status: 'Active' });
    expect(dataOf<unknown[]>(await owner('GET', `/${mine._id}/contributions`))).toHaveLength(1);
  });
});

describe('lists', () => {
  let call: GoalCaller;
  let all: Goal[];

  beforeAll(async () => {
    call = await newCaller();
    all = [];
    const specs: Array<Partial<GoalInput>> = [
      { name: 'Bike', category: 'Transportation', priority: 'Low', targetDate: daysFromNow(40) },
      { name: 'Japan', category: 'Travel', priority: 'High', targetDate: daysFromNow(10) },
      { name: 'Phone', category: 'Technology', priority: 'Medium', targetDate: daysFromNow(40) },
      { name: 'Buffer', category: 'Savings', priority: 'High', targetDate: daysFromNow(5) },
      { name: 'Course', category: 'Education', priority: 'Low', targetDate: daysFromNow(400) },
      { name: 'Dentist', category: 'Health', priority: 'Medium', targetDate: daysFromNow(40) },
    ];
    for (const spec of specs) all.push(await createGoal(call, spec));
    const byName = (name: string) => all.find((goal) => goal.name === name)?._id ?? '';
    await setStatus(call, byName('Phone'), 'pause');
    await setStatus(call, byName('Course'), 'complete');
  });

  const expected = (keep: (goal: Goal) => boolean) =>
    [...all]
      .filter(keep)
      .sort((a, b) =>
        a.targetDate < b.targetDate ? -1 : a.targetDate > b.targetDate ? 1 : a._id < b._id ? -1 : 1,
      )
      .map((goal) => goal.name);

  it('lists every goal by target date, then id', async () => {
    expect(names(await list(call))).toEqual(expected(() => true));
    expect(names(await list(call)).slice(0, 2)).toEqual(['Buffer', 'Japan']);
  });

  it('filters by status, category and priority, together too', async () => {
    expect(names(await list(call, '?status=Paused'))).toEqual(['Phone']);
    expect(names(await list(call, '?status=Completed'))).toEqual(['Course']);
    expect(names(await list(call, '?status=Active'))).toEqual(
      expected((goal) => !['Phone', 'Course'].includes(goal.name)),
    );
    expect(names(await list(call, '?category=Travel'))).toEqual(['Japan']);
    expect(names(await list(call, '?priority=High'))).toEqual(['Buffer', 'Japan']);
    expect(names(await list(call, '?priority=Medium&status=Active'))).toEqual(['Dentist']);
    expect(names(await list(call, '?category=Home'))).toEqual([]);
  });

  it.each([
    ['status=Done', 'status', MESSAGES.statusInvalid],
    ['category=Food', 'category', MESSAGES.goalCategoryInvalid],
    ['priority=Urgent', 'priority', MESSAGES.priorityInvalid],
    ['status=active', 'status', MESSAGES.statusInvalid],
  ])('refuses ?%s with 422', async (query, field, message) => {
    const response = await call('GET', `/?${query}`);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).errors).toEqual([{ field, message }]);
  });

  it('lists by category and by priority path', async () => {
    for (const category of GOAL_CATEGORIES) {
      const response = await call('GET', `/category/${category}`);
      expect(response.statusCode).toBe(200);
      expect(names(dataOf<Goal[]>(response))).toEqual(expected((goal) => goal.category === category));
    }
    expect(names(dataOf<Goal[]>(await call('GET', '/priority/Low')))).toEqual(['Bike', 'Course']);
    expect(names(dataOf<Goal[]>(await call('GET', '/priority/Medium')))).toEqual(
      expected((goal) => goal.priority === 'Medium'),
    );
  });

  it.each([
    ['/category/Food', 'category', MESSAGES.goalCategoryInvalid],
    ['/category/savings', 'category', MESSAGES.goalCategoryInvalid],
    ['/category/%27%3B%20drop', 'category', MESSAGES.goalCategoryInvalid],
    ['/priority/Urgent', 'priority', MESSAGES.priorityInvalid],
    ['/priority/high', 'priority', MESSAGES.priorityInvalid],
  ])('refuses %s with 422 and the contract text', async (path, field, message) => {
    const response = await call('GET', path);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toEqual({ success: false, message, errors: [{ field, message }] });
  });

  it('is not taken for a goal id by the fixed paths', async () => {
    for (const path of ['/dashboard', '/summary', '/overdue']) {
      expect((await call('GET', path)).statusCode).toBe(200);
    }
  });
});

describe('status', () => {
  it('pauses, resumes and completes as GOAL_TRANSITIONS allows', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    await addFunds(call, goal._id, 20);

    const paused = await call('POST', `/${goal._id}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().message).toBe(MESSAGES.goalPaused);
    expect(dataOf<Goal>(paused)).toMatchObject({ status: 'Paused', completedAt: null, savedAmount: 20 });

    const resumed = await call('POST', `/${goal._id}/resume`);
    expect(resumed.json().message).toBe(MESSAGES.goalResumed);
    expect(dataOf<Goal>(resumed)).toMatchObject({ status: 'Active', completedAt: null });

    const completed = await call('POST', `/${goal._id}/complete`);
    expect(completed.json().message).toBe(MESSAGES.goalCompleted);
    const done = dataOf<Goal>(completed);
    expect(done).toMatchObject({ status: 'Completed', savedAmount: 20, targetAmount: 100 });
    expect(new Date(done.completedAt ?? '').toISOString()).toBe(done.completedAt);
  });

  it('completes a paused goal', async () => {
    const call = await newCaller();
    const goal = await createGoal(call);
    await setStatus(call, goal._id, 'pause');
    expect(await setStatus(call, goal._id, 'complete')).toMatchObject({ status: 'Completed' });
  });

  it.each([
    ['Active', 'resume', MESSAGES.goalNotPaused],
    ['Paused', 'pause', MESSAGES.goalNotActive],
    ['Completed', 'pause', MESSAGES.goalAlreadyCompleted],
    ['Completed', 'resume', MESSAGES.goalAlreadyCompleted],
    ['Completed', 'complete', MESSAGES.goalAlreadyCompleted],
  ] as const)('refuses, on a %s goal, to %s it: 409 with its text', async (status, action, message) => {
    const call = await newCaller();
    const goal = await createGoal(call);
    if (status === 'Paused') await setStatus(call, goal._id, 'pause');
    if (status === 'Completed') await setStatus(call, goal._id, 'complete');
    const before = dataOf<Goal>(await call('GET', `/${goal._id}`));
    const response = await call('POST', `/${goal._id}/${action}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message });
    expect(dataOf<Goal>(await call('GET', `/${goal._id}`))).toEqual(before);
  });

  it('completes the goal when an edit sets the target to the amount saved, from Active or Paused', async () => {
    const call = await newCaller();
    for (const pause of [false, true]) {
      const goal = await createGoal(call, { targetAmount: 100 });
      await addFunds(call, goal._id, 40.25);
      if (pause) await setStatus(call, goal._id, 'pause');
      const edited = await editGoal(call, goal, { targetAmount: 40.25 });
      expect(edited).toMatchObject({ status: 'Completed', savedAmount: 40.25, targetAmount: 40.25 });
      expect(edited.completedAt).toEqual(expect.any(String));
    }
  });

  it('reopens a Completed goal when an edit raises its target above the amount saved', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 50 });
    const { goal: full } = await addFunds(call, goal._id, 50);
    expect(full.status).toBe('Completed');

    const renamed = await editGoal(call, full, { name: 'Renamed' });
    expect(renamed).toMatchObject({ status: 'Completed', completedAt: full.completedAt });

    const reopened = await editGoal(call, renamed, { targetAmount: 80 });
    expect(reopened).toMatchObject({
      status: 'Active',
      completedAt: null,
      savedAmount: 50,
      targetAmount: 80,
    });
    const { goal: again } = await addFunds(call, goal._id, 30);
    expect(again).toMatchObject({ status: 'Completed', savedAmount: 80 });
  });

  it('keeps a goal completed by hand Completed unless its target is raised', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 100 });
    await addFunds(call, goal._id, 20);
    const done = await setStatus(call, goal._id, 'complete');

    const lowered = await editGoal(call, done, { targetAmount: 80, targetDate: '2021-05-05' });
    expect(lowered).toMatchObject({ status: 'Completed', completedAt: done.completedAt, targetAmount: 80 });
    const raised = await editGoal(call, lowered, { targetAmount: 120 });
    expect(raised).toMatchObject({ status: 'Active', completedAt: null, targetAmount: 120 });
  });
});

describe('bulk delete', () => {
  it("deletes the user's listed goals only, ignoring others' and malformed ids", async () => {
    const call = await newCaller();
    const other = await newCaller();
    const [a, b, c] = [await createGoal(call), await createGoal(call), await createGoal(call)];
    const theirs = await createGoal(other);
    await addFunds(call, a?._id ?? '', 5);
    const response = await call('POST', '/bulk-delete', {
      goalIds: [a?._id, b?._id, b?._id, theirs._id, 'not-a-uuid', randomUUID()],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { deletedCount: 2 },
      message: MESSAGES.goalsDeleted,
    });
    expect((await list(call)).map((goal) => goal._id)).toEqual([c?._id]);
    expect(await list(other)).toHaveLength(1);
  });

  it.each([
    ['no list', {}, MESSAGES.goalIdsInvalid],
    ['an empty list', { goalIds: [] }, MESSAGES.selectAtLeastOneGoal],
    ['a list of numbers', { goalIds: [1, 2] }, MESSAGES.goalIdsInvalid],
    ['too many ids', { goalIds: Array.from({ length: 1001 }, () => randomUUID()) }, MESSAGES.tooManyGoalIds],
  ])('refuses %s with 422', async (_name, body, message) => {
    const call = await newCaller();
    const response = await call('POST', '/bulk-delete', body);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).message).toBe(message);
  });
});

describe('database constraints', () => {
  it('refuse a saved amount below 0 or above the target, and a full goal that is not Completed', async () => {
    const call = await newCaller();
    const goal = await createGoal(call, { targetAmount: 10 });
    const db = file.testDb.database.db;
    const attempts = [
      { savedMinor: -1 },
      { savedMinor: 1001 },
      { targetMinor: 0, savedMinor: 0 },
      { savedMinor: 1000 },
      { status: 'Completed' as const },
      { status: 'Done' as unknown as 'Active' },
    ];
    for (const set of attempts) {
      await expect(db.update(goals).set(set).where(eq(goals.id, goal._id))).rejects.toThrow();
    }
    expect(dataOf<Goal>(await call('GET', `/${goal._id}`))).toMatchObject({
      savedAmount: 0,
      targetAmount: 10,
      status: 'Active',
    });
  });
});
