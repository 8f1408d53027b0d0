import { aGoal } from '../../testing/goals';
import {
  daysUntil,
  deadline,
  goalTotals,
  monthlySavingsNeeded,
  progressTone,
  shownProgress,
  statusIcon,
} from './goalRules';

const TODAY = '2025-06-15';

describe('daysUntil', () => {
  it('counts whole calendar days, across months and years', () => {
    expect(daysUntil('2025-06-15', TODAY)).toBe(0);
    expect(daysUntil('2025-06-16', TODAY)).toBe(1);
    expect(daysUntil('2025-07-15', TODAY)).toBe(30);
    expect(daysUntil('2025-06-10', TODAY)).toBe(-5);
    expect(daysUntil('2026-01-01', '2025-12-31')).toBe(1);
    // Across the change to summer time, still whole days.
    expect(daysUntil('2025-04-01', '2025-03-01')).toBe(31);
  });
});

describe('progress colour', () => {
  it.each([
    [0, 'danger'],
    [49.9, 'danger'],
    [50, 'warning'],
    [74.9, 'warning'],
    [75, 'info'],
    [99.9, 'info'],
    [100, 'success'],
  ] as const)('%s%% is %s', (percent, tone) => {
    expect(progressTone(percent)).toBe(tone);
  });
});

test('a goal a cent short of its target shows 99.9%, not 100%', () => {
  expect(shownProgress(aGoal({ savedAmount: 999.99, targetAmount: 1000 }))).toBe(99.9);
  expect(shownProgress(aGoal({ savedAmount: 1000, targetAmount: 1000 }))).toBe(100);
  expect(shownProgress(aGoal({ savedAmount: 333, targetAmount: 1000 }))).toBe(33.3);
  expect(
    statusIcon(aGoal({ savedAmount: 999.99, targetAmount: 1000, targetDate: '2025-06-20' }), TODAY),
  ).toBe('onTrack');
});

describe('status icon', () => {
  it('is a check at 100% or once Completed', () => {
    expect(statusIcon(aGoal({ savedAmount: 1000, targetAmount: 1000 }), TODAY)).toBe('achieved');
    expect(statusIcon(aGoal({ savedAmount: 10, status: 'Completed', targetDate: '2025-06-01' }), TODAY)).toBe(
      'achieved',
    );
  });

  it('is a warning with fewer than 30 days left and progress under 75%', () => {
    expect(statusIcon(aGoal({ savedAmount: 740, targetDate: '2025-07-14' }), TODAY)).toBe('warning');
    expect(statusIcon(aGoal({ savedAmount: 0, targetDate: TODAY }), TODAY)).toBe('warning');
    expect(statusIcon(aGoal({ savedAmount: 0, targetDate: '2025-01-01' }), TODAY)).toBe('warning');
  });

  it('is a clock otherwise: 30 days or more left, or 75% or more saved', () => {
    expect(statusIcon(aGoal({ savedAmount: 0, targetDate: '2025-07-15' }), TODAY)).toBe('onTrack');
    expect(statusIcon(aGoal({ savedAmount: 750, targetDate: '2025-06-20' }), TODAY)).toBe('onTrack');
  });
});

describe('deadline text', () => {
  it('counts the days left, urgent (red) under 30 days', () => {
    expect(deadline('2025-07-15', TODAY)).toEqual({ kind: 'left', days: 30, urgent: false });
    expect(deadline('2025-07-14', TODAY)).toEqual({ kind: 'left', days: 29, urgent: true });
    expect(deadline('2025-06-16', TODAY)).toEqual({ kind: 'left', days: 1, urgent: true });
  });

  it('says due today, then counts the days overdue', () => {
    expect(deadline(TODAY, TODAY)).toEqual({ kind: 'today', urgent: true });
    expect(deadline('2025-06-14', TODAY)).toEqual({ kind: 'overdue', days: 1, urgent: true });
    expect(deadline('2025-05-16', TODAY)).toEqual({ kind: 'overdue', days: 30, urgent: true });
  });
});

describe('monthly savings needed: the remainder over the months left, a month being 30 days', () => {
  it('rounds the months up: 30 days are one month, 31 to 60 days two, 61 three', () => {
    expect(monthlySavingsNeeded(aGoal({ savedAmount: 400, targetDate: '2025-07-15' }), TODAY)).toBe(600);
    expect(monthlySavingsNeeded(aGoal({ savedAmount: 400, targetDate: '2025-07-16' }), TODAY)).toBe(300);
    expect(monthlySavingsNeeded(aGoal({ savedAmount: 400, targetDate: '2025-08-14' }), TODAY)).toBe(300);
    // 61 days: three months.
    expect(monthlySavingsNeeded(aGoal({ savedAmount: 400, targetDate: '2025-08-15' }), TODAY)).toBe(200);
  });

  it('asks for the whole remainder within the last month, due today included', () => {
    expect(monthlySavingsNeeded(aGoal({ savedAmount: 250, targetDate: '2025-06-16' }), TODAY)).toBe(750);
    expect(monthlySavingsNeeded(aGoal({ savedAmount: 250, targetDate: TODAY }), TODAY)).toBe(750);
  });

  it('rounds up to the cent, so saving it each month reaches the target', () => {
    // 1000 over 3 months (61 to 90 days).
    const goal = aGoal({ savedAmount: 0, targetAmount: 1000, targetDate: '2025-09-13' });
    expect(monthlySavingsNeeded(goal, TODAY)).toBe(333.34);
    expect(
      monthlySavingsNeeded(aGoal({ savedAmount: 0, targetDate: '2025-09-13' }), TODAY)! * 3,
    ).toBeGreaterThan(1000);
    expect(
      monthlySavingsNeeded(aGoal({ savedAmount: 0, targetAmount: 100, targetDate: '2025-10-13' }), TODAY),
    ).toBe(25);
  });

  it('has none for a goal that is complete or overdue', () => {
    expect(monthlySavingsNeeded(aGoal({ savedAmount: 1000, targetDate: '2025-09-13' }), TODAY)).toBeNull();
    expect(monthlySavingsNeeded(aGoal({ status: 'Completed', targetDate: '2025-09-13' }), TODAY)).toBeNull();
    expect(monthlySavingsNeeded(aGoal({ targetDate: '2025-06-14' }), TODAY)).toBeNull();
  });

  it('still counts for a paused goal', () => {
    expect(
      monthlySavingsNeeded(aGoal({ status: 'Paused', savedAmount: 400, targetDate: '2025-07-15' }), TODAY),
    ).toBe(600);
  });
});

test('the totals of the stat cards, exact to the cent', () => {
  expect(
    goalTotals([
      aGoal({ savedAmount: 0.1, targetAmount: 0.2 }),
      aGoal({ savedAmount: 0.2, targetAmount: 100, status: 'Completed' }),
      aGoal({ savedAmount: 1000, targetAmount: 1000, status: 'Completed' }),
      aGoal({ savedAmount: 5, targetAmount: 10, status: 'Paused' }),
    ]),
  ).toEqual({ totalGoals: 4, completedGoals: 2, totalSaved: 1005.3, totalTarget: 1110.2 });
  expect(goalTotals([])).toEqual({ totalGoals: 0, completedGoals: 0, totalSaved: 0, totalTarget: 0 });
});
