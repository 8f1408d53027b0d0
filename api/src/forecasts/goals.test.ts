import type { GoalRow } from '../goals/schema';
import { projectGoal, wholeMonthsUntil } from './goals';

describe('wholeMonthsUntil', () => {
  it('counts a month once its day is reached, at least 1', () => {
    expect(wholeMonthsUntil('2025-01-15', '2025-07-15')).toBe(6);
    expect(wholeMonthsUntil('2025-01-15', '2025-07-14')).toBe(5);
    // January 31 plus one month is February 28 (clamped).
    expect(wholeMonthsUntil('2025-01-31', '2025-02-28')).toBe(1);
    expect(wholeMonthsUntil('2025-01-15', '2025-01-20')).toBe(1);
    expect(wholeMonthsUntil('2025-01-15', '2024-12-01')).toBe(1);
  });
});

describe('projectGoal', () => {
  const row = {
    id: 'goal',
    name: 'Fund',
    targetMinor: 100_000,
    savedMinor: 10_000,
    targetDate: '2025-06-30',
  } as GoalRow;

  it('rounds the months up and clamps the day', () => {
    // 900.00 left at 100.00 a month (300.00 over 3 months): 9 months from 2025-01-31 is 2025-10-31;
    // at 1000.00 over 3 months (333.33 a month): 2.7 -> 3 months, 2025-04-30 (clamped).
    expect(projectGoal(row, 30_000, '2025-01-31')).toMatchObject({
      monthlyRate: 100,
      expectedCompletionDate: '2025-10-31',
      onTrack: false,
      // 900.00 over 5 whole months (2025-01-31 + 5 months is 2025-06-30, clamped).
      requiredMonthly: 180,
    });
    expect(projectGoal(row, 100_000, '2025-01-31')).toMatchObject({
      monthlyRate: 333.33,
      expectedCompletionDate: '2025-04-30',
      onTrack: true,
      message: 'Expected by 2025-04-30 at 333.33 a month',
    });
  });
});
