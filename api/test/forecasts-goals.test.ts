import { eq } from 'drizzle-orm';
import type { GoalProjection, GoalProjections } from '@moneta/shared/contract';
import { goalContributions, goals } from '../src/db/schema';
import { useTestApp } from './helpers';
import { newAnalyticsUser, pinClock, unpinClock, type AnalyticsUser } from './analytics-fixtures';
import { addFunds, createGoal, setStatus } from './goal-fixtures';

const file = useTestApp();
const db = () => file.testDb.database.db;

/** Adds funds as of `iso` (the database stamps its own clock, not the pinned one). */
async function fundsAt(user: AnalyticsUser, goalId: string, amount: number, iso: string) {
  const { contribution } = await addFunds(user.goals, goalId, amount);
  await db()
    .update(goalContributions)
    .set({ createdAt: new Date(iso) })
    .where(eq(goalContributions.id, contribution._id));
}

/**
 * On 2025-01-15 12:00 UTC the rate reads the contributions of October to December 2024: from
 * 2024-10-01T00:00 to 2025-01-01T00:00 in the person's zone.
 * - Late: 500, due 2025-01-10 (passed); 150 on 2024-12-01: rate 50, 350 left, 7 months -> 2025-08-15, late;
 *   needs 350 in at least 1 month.
 * - Roof: 1200, due 2025-07-15; nothing: rate 0, never; 6 whole months, 200 a month.
 * - Car: 5000, due 2025-12-31; 300 on 2024-11-10: rate 100, 4700 left, 47 months -> 2028-12-15, late; 11 whole
 *   months (2025-12-15 <= 12-31), 427.27 a month.
 * - Fund: 3000, due 2026-01-10; 100 on 2024-09-30 (before), 300 + 300 + 150 in the 3 months, 400 on 2025-01-05
 *   (this month): saved 1250, rate 250, 1750 left, 7 months -> 2025-08-15, on track; 11 whole months
 *   (2026-01-15 is past 01-10), 159.09 a month.
 * - Zone: 1000, due 2026-06-30; 90 at 2024-09-30T22:30Z (October 1 in Paris), 30 at 2024-12-31T23:30Z
 *   (January 1 in Paris). UTC: rate 10, 880 left, 88 months -> 2032-05-15; Paris: rate 30, 30 months ->
 *   2027-07-15. 17 whole months, 51.76 a month.
 * Trip (Completed) and Bike (Paused) are left out.
 */
async function knownGoals(user: AnalyticsUser) {
  const call = user.goals;
  const late = await createGoal(call, { name: 'Late', targetAmount: 500, targetDate: '2025-06-01' });
  await fundsAt(user, late._id, 150, '2024-12-01T12:00:00Z');
  // A target date in the past cannot be entered: set as time has passed it.
  await db().update(goals).set({ targetDate: '2025-01-10' }).where(eq(goals.id, late._id));
  await createGoal(call, { name: 'Roof', targetAmount: 1200, targetDate: '2025-07-15' });
  const car = await createGoal(call, { name: 'Car', targetAmount: 5000, targetDate: '2025-12-31' });
  await fundsAt(user, car._id, 300, '2024-11-10T12:00:00Z');
  const fund = await createGoal(call, { name: 'Fund', targetAmount: 3000, targetDate: '2026-01-10' });
  await fundsAt(user, fund._id, 100, '2024-09-30T12:00:00Z');
  await fundsAt(user, fund._id, 300, '2024-10-15T12:00:00Z');
  await fundsAt(user, fund._id, 300, '2024-11-15T12:00:00Z');
  await fundsAt(user, fund._id, 150, '2024-12-20T12:00:00Z');
  await fundsAt(user, fund._id, 400, '2025-01-05T12:00:00Z');
  const zone = await createGoal(call, { name: 'Zone', targetAmount: 1000, targetDate: '2026-06-30' });
  await fundsAt(user, zone._id, 90, '2024-09-30T22:30:00Z');
  await fundsAt(user, zone._id, 30, '2024-12-31T23:30:00Z');
  const trip = await createGoal(call, { name: 'Trip', targetAmount: 100, targetDate: '2025-03-01' });
  await fundsAt(user, trip._id, 100, '2024-12-10T12:00:00Z');
  const bike = await createGoal(call, { name: 'Bike', targetAmount: 800, targetDate: '2025-03-01' });
  await fundsAt(user, bike._id, 200, '2024-12-10T12:00:00Z');
  await setStatus(call, bike._id, 'pause');
}

let user: AnalyticsUser;

beforeAll(async () => {
  pinClock('2025-01-15T12:00:00Z');
  user = await newAnalyticsUser(file.app);
  await knownGoals(user);
  // Another user's goal and contributions: never listed, never counted.
  const intruder = await newAnalyticsUser(file.app);
  const theirs = await createGoal(intruder.goals, {
    name: 'Fund',
    targetAmount: 9000,
    targetDate: '2026-01-10',
  });
  await fundsAt(intruder, theirs._id, 4000, '2024-11-15T12:00:00Z');
});

afterAll(() => unpinClock());

const projection = (
  name: string,
  targetAmount: number,
  savedAmount: number,
  targetDate: string,
  rest: Pick<
    GoalProjection,
    'monthlyRate' | 'requiredMonthly' | 'expectedCompletionDate' | 'onTrack' | 'message'
  >,
): GoalProjection => ({ goalId: expect.any(String), name, targetAmount, savedAmount, targetDate, ...rest });

describe('goal projections', () => {
  it('projects each Active goal at its recent rate, soonest target first', async () => {
    const { goals: projected } = await user.get<GoalProjections>('/goals/projections', { timezone: 'UTC' });
    expect(projected).toEqual([
      projection('Late', 500, 150, '2025-01-10', {
        monthlyRate: 50,
        requiredMonthly: 350,
        expectedCompletionDate: '2025-08-15',
        onTrack: false,
        message: 'Will not be met by 2025-01-10 at the recent rate: 350.00 a month needed',
      }),
      projection('Roof', 1200, 0, '2025-07-15', {
        monthlyRate: 0,
        requiredMonthly: 200,
        expectedCompletionDate: null,
        onTrack: false,
        message: 'Will not be met by 2025-07-15 at the recent rate: 200.00 a month needed',
      }),
      projection('Car', 5000, 300, '2025-12-31', {
        monthlyRate: 100,
        requiredMonthly: 427.27,
        expectedCompletionDate: '2028-12-15',
        onTrack: false,
        message: 'Will not be met by 2025-12-31 at the recent rate: 427.27 a month needed',
      }),
      projection('Fund', 3000, 1250, '2026-01-10', {
        monthlyRate: 250,
        requiredMonthly: 159.09,
        expectedCompletionDate: '2025-08-15',
        onTrack: true,
        message: 'Expected by 2025-08-15 at 250.00 a month',
      }),
      projection('Zone', 1000, 120, '2026-06-30', {
        monthlyRate: 10,
        requiredMonthly: 51.76,
        expectedCompletionDate: '2032-05-15',
        onTrack: false,
        message: 'Will not be met by 2026-06-30 at the recent rate: 51.76 a month needed',
      }),
    ]);
  });

  it("reads the months in the person's time zone", async () => {
    const { goals: projected } = await user.get<GoalProjections>('/goals/projections', {
      timezone: 'Europe/Paris',
    });
    expect(projected.find((goal) => goal.name === 'Zone')).toMatchObject({
      monthlyRate: 30,
      expectedCompletionDate: '2027-07-15',
      onTrack: false,
    });
  });

  it('answers an empty list without goals', async () => {
    const other = await newAnalyticsUser(file.app);
    expect(await other.get<GoalProjections>('/goals/projections')).toEqual({ goals: [] });
  });

  it('needs a token', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/analytics/goals/projections' });
    expect(response.statusCode).toBe(401);
  });
});
