import { eq } from 'drizzle-orm';
import type { GoalDashboardStats, GoalsProgress } from '@moneta/shared/contract';
import { goals } from '../src/db/schema';
import { useTestApp } from './helpers';
import { newAnalyticsUser, pinClock, unpinClock, type AnalyticsUser } from './analytics-fixtures';
import { addFunds, createGoal, dataOf, editGoal, setStatus } from './goal-fixtures';

const file = useTestApp();
const db = () => file.testDb.database.db;

/** Sets when a goal was created (the database stamps its own clock, not the pinned one). */
async function createdAt(goalId: string, iso: string) {
  await db()
    .update(goals)
    .set({ createdAt: new Date(iso) })
    .where(eq(goals.id, goalId));
}

/**
 * On 2024-06-15 12:00 UTC (June 16 in Kiritimati):
 * - Trip: 300 of 300, Completed, target 2024-01-31: neither on track (it is done) nor overdue.
 * - Roof: 150 of 200 (75%), Active, target 2024-06-14: overdue.
 * - Car: 0 of 500, Paused, created 2024-05-16, target 2024-06-15: never on track while paused; overdue where
 *   June 15 is already past.
 * - Laptop: 100 of 1000 (10%), created 2024-06-01, target 2024-07-01: 14 of 30 days gone ask 46.7%, not on track.
 * - Emergency fund: 500 of 1000 (50%), created 2024-01-01, target 2024-12-31: 166 of 365 days ask 45.5%, on track.
 */
async function knownGoals(user: AnalyticsUser) {
  const call = user.goals;
  const trip = await createGoal(call, { name: 'Trip', targetAmount: 300, targetDate: '2024-07-01' });
  const { goal: tripDone } = await addFunds(call, trip._id, 300);
  await editGoal(call, tripDone, { targetDate: '2024-01-31' });
  const roof = await createGoal(call, { name: 'Roof', targetAmount: 200, targetDate: '2024-07-01' });
  await addFunds(call, roof._id, 150);
  await editGoal(call, { ...roof, savedAmount: 150 }, { targetDate: '2024-06-14' });
  const car = await createGoal(call, { name: 'Car', targetAmount: 500, targetDate: '2024-06-15' });
  await setStatus(call, car._id, 'pause');
  await createdAt(car._id, '2024-05-16T12:00:00Z');
  const laptop = await createGoal(call, { name: 'Laptop', targetAmount: 1000, targetDate: '2024-07-01' });
  await addFunds(call, laptop._id, 100);
  await createdAt(laptop._id, '2024-06-01T12:00:00Z');
  const fund = await createGoal(call, {
    name: 'Emergency fund',
    targetAmount: 1000,
    targetDate: '2024-12-31',
  });
  await addFunds(call, fund._id, 500);
  await createdAt(fund._id, '2024-01-01T12:00:00Z');
}

describe('on 2024-06-15 12:00 UTC', () => {
  let user: AnalyticsUser;

  beforeAll(async () => {
    pinClock('2024-06-15T12:00:00Z');
    user = await newAnalyticsUser(file.app);
    await knownGoals(user);
  });

  afterAll(() => unpinClock());

  it('progress: every goal, soonest first, overdue and on track', async () => {
    const progress = await user.get<GoalsProgress>('/goals/progress', { timezone: 'UTC' });
    expect(
      progress.goals.map((goal) => [goal.name, goal.status, goal.progress, goal.overdue, goal.onTrack]),
    ).toEqual([
      ['Trip', 'Completed', 100, false, false],
      ['Roof', 'Active', 75, true, false],
      ['Car', 'Paused', 0, false, false],
      ['Laptop', 'Active', 10, false, false],
      ['Emergency fund', 'Active', 50, false, true],
    ]);
    expect(progress.goals[1]).toEqual({
      _id: expect.any(String),
      name: 'Roof',
      progress: 75,
      savedAmount: 150,
      targetAmount: 200,
      status: 'Active',
      targetDate: '2024-06-14',
      overdue: true,
      onTrack: false,
    });
    // (100 + 75 + 0 + 10 + 50) / 5; only the Emergency fund is on track, not the completed Trip.
    expect(progress.summary).toEqual({
      totalGoals: 5,
      averageProgress: 47,
      onTrackGoals: 1,
      overdueGoals: 1,
    });
  });

  it('progress: overdue follows the person’s today, a paused goal past its date included', async () => {
    const progress = await user.get<GoalsProgress>('/goals/progress', { timezone: 'Pacific/Kiritimati' });
    expect(progress.goals.filter((goal) => goal.overdue).map((goal) => goal.name)).toEqual(['Roof', 'Car']);
    expect(progress.goals.find((goal) => goal.name === 'Car')?.onTrack).toBe(false);
    expect(progress.summary.overdueGoals).toBe(2);
    const losAngeles = await user.get<GoalsProgress>('/goals/progress', { timezone: 'America/Los_Angeles' });
    expect(losAngeles.summary.overdueGoals).toBe(1);
  });

  it('progress: a goal is on track once it holds its share of the time, from its creation day', async () => {
    const other = await newAnalyticsUser(file.app);
    const goal = await createGoal(other.goals, {
      name: 'Half way',
      targetAmount: 10,
      targetDate: '2024-06-25',
    });
    // 20:00 UTC on June 5 is June 6 in Tokyo.
    await createdAt(goal._id, '2024-06-05T20:00:00Z');
    await addFunds(other.goals, goal._id, 4.99);
    const onTrackIn = async (timezone: string) =>
      (await other.get<GoalsProgress>('/goals/progress', { timezone })).goals[0]?.onTrack;
    // UTC: 10 of the 20 days from June 5 are gone, 5.00 asked. Tokyo: 9 of 19 days from June 6, 4.74 asked.
    expect(await onTrackIn('UTC')).toBe(false);
    expect(await onTrackIn('Asia/Tokyo')).toBe(true);
    await addFunds(other.goals, goal._id, 0.01);
    expect(await onTrackIn('UTC')).toBe(true);
  });

  it('summary: the goals dashboard of the same zone', async () => {
    for (const timezone of ['UTC', 'Pacific/Kiritimati']) {
      const summary = await user.get<GoalDashboardStats>('/goals/summary', { timezone });
      const dashboard = dataOf<GoalDashboardStats>(
        await user.goals('GET', '/dashboard', undefined, { timezone }),
      );
      expect(summary).toEqual(dashboard);
    }
    expect(await user.get<GoalDashboardStats>('/goals/summary', { timezone: 'UTC' })).toMatchObject({
      totalGoals: 5,
      activeGoals: 3,
      completedGoals: 1,
      pausedGoals: 1,
      overdueGoals: 1,
      totalTargetAmount: 3000,
      totalSavedAmount: 1050,
      averageProgress: 47,
    });
  });

  it("progress: Overdue is the goals dashboard's count, a paused goal past its date included", async () => {
    const other = await newAnalyticsUser(file.app);
    const late = await createGoal(other.goals, { name: 'Late', targetAmount: 100, targetDate: '2024-07-01' });
    await editGoal(other.goals, late, { targetDate: '2024-06-01' });
    const held = await createGoal(other.goals, { name: 'Held', targetAmount: 100, targetDate: '2024-07-01' });
    await editGoal(other.goals, held, { targetDate: '2024-06-10' });
    await setStatus(other.goals, held._id, 'pause');
    const done = await createGoal(other.goals, { name: 'Done', targetAmount: 10, targetDate: '2024-07-01' });
    const { goal: doneGoal } = await addFunds(other.goals, done._id, 10);
    await editGoal(other.goals, doneGoal, { targetDate: '2024-06-01' });
    await createGoal(other.goals, { name: 'Later', targetAmount: 100, targetDate: '2024-12-31' });

    const progress = await other.get<GoalsProgress>('/goals/progress', { timezone: 'UTC' });
    const dashboard = dataOf<GoalDashboardStats>(
      await other.goals('GET', '/dashboard', undefined, { timezone: 'UTC' }),
    );
    expect(dashboard.overdueGoals).toBe(2);
    expect(progress.summary.overdueGoals).toBe(dashboard.overdueGoals);
    expect(progress.goals.filter((goal) => goal.overdue).map((goal) => goal.name)).toEqual(['Late', 'Held']);
    expect(progress.goals.find((goal) => goal.name === 'Held')).toMatchObject({
      status: 'Paused',
      overdue: true,
      onTrack: false,
    });
  });

  it('export: the goals CSV', async () => {
    const response = await user.call('/export/goals', { timezone: 'UTC' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="analytics_goals_20240615T120000Z.csv"',
    );
    expect(response.body).toBe(
      'Goal,Status,Target Date,Saved,Target,Progress (%),On Track\r\n' +
        'Trip,Completed,2024-01-31,300.00,300.00,100.0,No\r\n' +
        'Roof,Active,2024-06-14,150.00,200.00,75.0,No\r\n' +
        'Car,Paused,2024-06-15,0.00,500.00,0.0,No\r\n' +
        'Laptop,Active,2024-07-01,100.00,1000.00,10.0,No\r\n' +
        'Emergency fund,Active,2024-12-31,500.00,1000.00,50.0,Yes\r\n',
    );
  });

  it('export: names are quoted and guarded against formulas', async () => {
    const other = await newAnalyticsUser(file.app);
    const link = await createGoal(other.goals, {
      name: '=HYPERLINK("http://x")',
      targetAmount: 12.34,
      targetDate: '2024-07-01',
    });
    const big = await createGoal(other.goals, {
      name: 'Save, "big"',
      targetAmount: 0.5,
      targetDate: '2024-08-01',
    });
    // Created today: no time has gone, nothing is asked yet.
    await createdAt(link._id, '2024-06-15T11:00:00Z');
    await createdAt(big._id, '2024-06-15T11:00:00Z');
    expect((await other.call('/export/goals', { timezone: 'UTC' })).body).toBe(
      'Goal,Status,Target Date,Saved,Target,Progress (%),On Track\r\n' +
        `"'=HYPERLINK(""http://x"")",Active,2024-07-01,0.00,12.34,0.0,Yes\r\n` +
        '"Save, ""big""",Active,2024-08-01,0.00,0.50,0.0,Yes\r\n',
    );
  });

  it('a user without goals gets empty figures', async () => {
    const other = await newAnalyticsUser(file.app);
    expect(await other.get<GoalsProgress>('/goals/progress')).toEqual({
      goals: [],
      summary: { totalGoals: 0, averageProgress: 0, onTrackGoals: 0, overdueGoals: 0 },
    });
    expect(await other.get<GoalDashboardStats>('/goals/summary')).toMatchObject({
      totalGoals: 0,
      averageProgress: 0,
      upcomingDeadlines: [],
    });
    expect((await other.call('/export/goals')).body).toBe(
      'Goal,Status,Target Date,Saved,Target,Progress (%),On Track\r\n',
    );
  });

  it("another user's token answers that user's goals", async () => {
    const other = await newAnalyticsUser(file.app);
    await createGoal(other.goals, { name: 'Mine', targetAmount: 10, targetDate: '2024-07-01' });
    expect(
      (await user.get<GoalsProgress>('/goals/progress', { token: other.accessToken })).goals.map(
        (goal) => goal.name,
      ),
    ).toEqual(['Mine']);
  });
});
