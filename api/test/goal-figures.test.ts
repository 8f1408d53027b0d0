import { eq, inArray } from 'drizzle-orm';
import {
  GOAL_DASHBOARD_LIST_SIZE,
  MESSAGES,
  type DashboardStats,
  type Goal,
  type GoalDashboardStats,
  type GoalSummary,
} from '@moneta/shared/contract';
import { goalContributions, goals } from '../src/db/schema';
import { bearer, PASSWORD, useTestApp } from './helpers';
import {
  addFunds,
  createGoal,
  dataOf,
  daysFromNow,
  editGoal,
  newGoalCaller,
  setStatus,
  today,
  type GoalCaller,
} from './goal-fixtures';

const file = useTestApp();
const newCaller = () => newGoalCaller(file.app);
const db = () => file.testDb.database.db;

const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

/**
 * Six goals with known figures (progress in percent, capped):
 * - Emergency fund: Savings, High, 250.55 of 1000.00, Active, in 30 days (25.055)
 * - Trip: Travel, Medium, 300.10 of 300.10, Completed, date in the past (100)
 * - Laptop: Technology, Low, 0.01 of 0.03, Active, in 10 days (33.333...)
 * - Car: Transportation, Medium, 0 of 500.00, Paused, due today (0)
 * - Roof: Home, High, 0.26 of 200.40, Active, overdue (0.1297...)
 * - Course: Education, Low, 50.00 of 50.00, Completed after Trip (100)
 */
async function knownGoals(call: GoalCaller) {
  const emergency = await createGoal(call, {
    name: 'Emergency fund',
    category: 'Savings',
    priority: 'High',
    targetAmount: 1000,
    targetDate: daysFromNow(30),
  });
  await addFunds(call, emergency._id, 250.55);
  const trip = await createGoal(call, {
    name: 'Trip',
    category: 'Travel',
    priority: 'Medium',
    targetAmount: 300.1,
    targetDate: daysFromNow(3),
  });
  const { goal: tripDone } = await addFunds(call, trip._id, 300.1);
  await editGoal(call, tripDone, { targetDate: '2020-06-01' });
  const laptop = await createGoal(call, {
    name: 'Laptop',
    category: 'Technology',
    priority: 'Low',
    targetAmount: 0.03,
    targetDate: daysFromNow(10),
  });
  await addFunds(call, laptop._id, 0.01);
  const car = await createGoal(call, {
    name: 'Car',
    category: 'Transportation',
    priority: 'Medium',
    targetAmount: 500,
    targetDate: today(),
  });
  await setStatus(call, car._id, 'pause');
  const roof = await createGoal(call, {
    name: 'Roof',
    category: 'Home',
    priority: 'High',
    targetAmount: 200.4,
    targetDate: daysFromNow(1),
  });
  await addFunds(call, roof._id, 0.26);
  await editGoal(call, roof, { targetDate: '2020-01-01' });
  const course = await createGoal(call, {
    name: 'Course',
    category: 'Education',
    priority: 'Low',
    targetAmount: 50,
    targetDate: daysFromNow(60),
  });
  await addFunds(call, course._id, 50);
}

describe('dashboard', () => {
  it('holds every figure of known goals, to the cent', async () => {
    const call = await newCaller();
    await knownGoals(call);
    const response = await call('GET', '/dashboard');
    expect(response.statusCode).toBe(200);
    const stats = dataOf<GoalDashboardStats>(response);
    expect(stats).toMatchObject({
      totalGoals: 6,
      activeGoals: 3,
      completedGoals: 2,
      pausedGoals: 1,
      overdueGoals: 1,
      totalTargetAmount: 2050.53,
      totalSavedAmount: 600.92,
      // (25.055 + 100 + 33.333... + 0 + 0.1297... + 100) / 6 = 43.086...
      averageProgress: 43.1,
    });
    expect(stats.goalsByCategory).toEqual({
      Savings: { count: 1, targetAmount: 1000, savedAmount: 250.55 },
      Travel: { count: 1, targetAmount: 300.1, savedAmount: 300.1 },
      Technology: { count: 1, targetAmount: 0.03, savedAmount: 0.01 },
      Transportation: { count: 1, targetAmount: 500, savedAmount: 0 },
      Education: { count: 1, targetAmount: 50, savedAmount: 50 },
      Health: { count: 0, targetAmount: 0, savedAmount: 0 },
      Home: { count: 1, targetAmount: 200.4, savedAmount: 0.26 },
      Other: { count: 0, targetAmount: 0, savedAmount: 0 },
    });
    expect(stats.goalsByPriority).toEqual({
      Low: { count: 2, targetAmount: 50.03, savedAmount: 50.01 },
      Medium: { count: 2, targetAmount: 800.1, savedAmount: 300.1 },
      High: { count: 2, targetAmount: 1200.4, savedAmount: 250.81 },
    });
    expect(names(stats.recentlyCompleted)).toEqual(['Course', 'Trip']);
    expect(stats.recentlyCompleted[0]).toMatchObject({ status: 'Completed', savedAmount: 50 });
    // Not Completed, due today or later, soonest first: the overdue Roof and the Completed Course are out.
    expect(names(stats.upcomingDeadlines)).toEqual(['Car', 'Laptop', 'Emergency fund']);
  });

  it('rounds the average once, at the end', async () => {
    const call = await newCaller();
    const a = await createGoal(call, { name: 'A', targetAmount: 100 });
    await createGoal(call, { name: 'B', targetAmount: 100 });
    await addFunds(call, a._id, 0.26);
    // 0.26% and 0%: their mean 0.13 rounds to 0.1 (rounding each first would give 0.3 and 0, mean 0.15 -> 0.2).
    expect(dataOf<GoalDashboardStats>(await call('GET', '/dashboard')).averageProgress).toBe(0.1);
  });

  it('holds zeros and empty lists without goals', async () => {
    const stats = dataOf<GoalDashboardStats>(await (await newCaller())('GET', '/dashboard'));
    expect(stats).toMatchObject({
      totalGoals: 0,
      activeGoals: 0,
      completedGoals: 0,
      pausedGoals: 0,
      overdueGoals: 0,
      totalTargetAmount: 0,
      totalSavedAmount: 0,
      averageProgress: 0,
      recentlyCompleted: [],
      upcomingDeadlines: [],
    });
    expect(Object.values(stats.goalsByCategory).every((group) => group.count === 0)).toBe(true);
    expect(Object.keys(stats.goalsByPriority)).toEqual(['Low', 'Medium', 'High']);
  });

  it(`keeps ${GOAL_DASHBOARD_LIST_SIZE} goals in each list, newest completed and soonest due first`, async () => {
    const call = await newCaller();
    const completed: Goal[] = [];
    for (let index = 0; index < GOAL_DASHBOARD_LIST_SIZE + 2; index += 1) {
      await createGoal(call, { name: `Due ${index}`, targetDate: daysFromNow(20 - index) });
      const done = await createGoal(call, { name: `Done ${index}`, targetDate: daysFromNow(1) });
      completed.push(await setStatus(call, done._id, 'complete'));
    }
    const stats = dataOf<GoalDashboardStats>(await call('GET', '/dashboard'));
    expect(names(stats.recentlyCompleted)).toEqual(['Done 6', 'Done 5', 'Done 4', 'Done 3', 'Done 2']);
    expect(names(stats.upcomingDeadlines)).toEqual(['Due 6', 'Due 5', 'Due 4', 'Due 3', 'Due 2']);
  });
});

describe('summary', () => {
  it("holds the four cards' totals and the count per status", async () => {
    const call = await newCaller();
    await knownGoals(call);
    const response = await call('GET', '/summary');
    expect(response.statusCode).toBe(200);
    expect(dataOf<GoalSummary>(response)).toEqual({
      totalGoals: 6,
      completedGoals: 2,
      totalSavedAmount: 600.92,
      totalTargetAmount: 2050.53,
      byStatus: { Active: 3, Completed: 2, Paused: 1 },
    });
    expect(dataOf<GoalSummary>(await (await newCaller())('GET', '/summary'))).toEqual({
      totalGoals: 0,
      completedGoals: 0,
      totalSavedAmount: 0,
      totalTargetAmount: 0,
      byStatus: { Active: 0, Completed: 0, Paused: 0 },
    });
  });
});

describe('overdue', () => {
  it('lists the goals past their date that are not Completed, soonest first', async () => {
    const call = await newCaller();
    await knownGoals(call);
    const extra = await createGoal(call, { name: 'Old paused', targetDate: daysFromNow(1) });
    await editGoal(call, extra, { targetDate: '2019-12-31' });
    await setStatus(call, extra._id, 'pause');
    const yesterday = await createGoal(call, { name: 'Yesterday', targetDate: today() });
    await editGoal(call, yesterday, { targetDate: daysFromNow(-1) });
    const overdue = dataOf<Goal[]>(await call('GET', '/overdue'));
    expect(names(overdue)).toEqual(['Old paused', 'Roof', 'Yesterday']);
  });
});

describe('the transaction dashboard', () => {
  it('shows the progress of the goals not Completed, soonest target date first', async () => {
    const call = await newCaller();
    await knownGoals(call);
    const response = await file.app.inject({
      method: 'GET',
      url: '/api/transaction/dashboard',
      headers: bearer(call.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const stats = dataOf<DashboardStats>(response);
    expect(stats.goals).toEqual([
      {
        _id: expect.any(String),
        name: 'Roof',
        progress: 0.1,
        savedAmount: 0.26,
        targetAmount: 200.4,
        status: 'Active',
        targetDate: '2020-01-01',
      },
      {
        _id: expect.any(String),
        name: 'Car',
        progress: 0,
        savedAmount: 0,
        targetAmount: 500,
        status: 'Paused',
        targetDate: today(),
      },
      {
        _id: expect.any(String),
        name: 'Laptop',
        progress: 33.3,
        savedAmount: 0.01,
        targetAmount: 0.03,
        status: 'Active',
        targetDate: daysFromNow(10),
      },
      {
        _id: expect.any(String),
        name: 'Emergency fund',
        progress: 25.1,
        savedAmount: 250.55,
        targetAmount: 1000,
        status: 'Active',
        targetDate: daysFromNow(30),
      },
    ]);
  });
});

describe('export and account deletion', () => {
  it('exports the goals and their contributions, and no one else’s', async () => {
    const call = await newCaller();
    const other = await newCaller();
    const goal = await createGoal(call, { name: 'Exported', targetAmount: 80.5 });
    const { contribution } = await addFunds(call, goal._id, 20.25, { note: 'first', idempotencyKey: 'k-1' });
    const theirs = await createGoal(other, { name: 'Not mine' });
    await addFunds(other, theirs._id, 1);

    const response = await file.app.inject({
      method: 'GET',
      url: '/api/settings/export',
      headers: bearer(call.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.goals).toEqual([
      {
        id: goal._id,
        name: 'Exported',
        targetAmount: 80.5,
        savedAmount: 20.25,
        targetDate: goal.targetDate,
        priority: 'High',
        category: 'Savings',
        status: 'Active',
        completedAt: null,
        createdAt: goal.createdAt,
        updatedAt: expect.any(String),
      },
    ]);
    expect(data.goalContributions).toEqual([
      {
        id: contribution._id,
        goalId: goal._id,
        amount: 20.25,
        note: 'first',
        createdAt: contribution.createdAt,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(other.userId);
    expect(JSON.stringify(data)).not.toContain('Not mine');
  });

  it('deletes the goals and their contributions with the account, and only those', async () => {
    const call = await newCaller();
    const other = await newCaller();
    const mine = [await createGoal(call), await createGoal(call)];
    for (const goal of mine) await addFunds(call, goal._id, 3, { idempotencyKey: `${goal._id}-key` });
    const theirs = await createGoal(other);
    await addFunds(other, theirs._id, 3);

    const response = await file.app.inject({
      method: 'PUT',
      url: '/api/auth/deleteaccount',
      headers: bearer(call.accessToken),
      payload: { password: PASSWORD, confirmDeletion: 'DELETE' },
    });
    expect(response.statusCode).toBe(200);

    const ids = mine.map((goal) => goal._id);
    expect(await db().select().from(goals).where(eq(goals.userId, call.userId))).toEqual([]);
    expect(await db().select().from(goalContributions).where(inArray(goalContributions.goalId, ids))).toEqual(
      [],
    );
    expect(
      await db().select().from(goalContributions).where(eq(goalContributions.userId, call.userId)),
    ).toEqual([]);
    expect(dataOf<Goal>(await other('GET', `/${theirs._id}`)).savedAmount).toBe(3);
    expect(
      await db().select().from(goalContributions).where(eq(goalContributions.goalId, theirs._id)),
    ).toHaveLength(1);
    expect((await call('GET', '/')).json().message).toBe(MESSAGES.sessionExpired);
  });
});
