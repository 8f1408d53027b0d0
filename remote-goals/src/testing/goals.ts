// This remote's test helpers: goal records as the API returns them, and the page's calls mocked with them.
// The helpers every app shares (renderPage, signIn, apiError...) are in @moneta/shared/testing.
import { type Goal, type GoalContribution } from '@moneta/shared';
import { TEST_USER } from '@moneta/shared/testing';
import { goalsApi } from '@moneta/shared/goals';

let nextId = 1;

export function aGoal(overrides: Partial<Goal> = {}): Goal {
  const id = `goal-${nextId++}`;
  return {
    _id: id,
    userId: TEST_USER._id,
    name: `Goal ${id}`,
    targetAmount: 1000,
    savedAmount: 250,
    targetDate: '2025-12-31',
    priority: 'Medium',
    category: 'Savings',
    status: 'Active',
    completedAt: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aContribution(overrides: Partial<GoalContribution> = {}): GoalContribution {
  const id = `contribution-${nextId++}`;
  return {
    _id: id,
    goalId: 'goal-1',
    amount: 50,
    note: '',
    createdAt: '2025-06-01T09:30:00.000Z',
    ...overrides,
  };
}

/** GET /api/goals answers `goals`. */
export function mockGoalList(goals: Goal[] = []) {
  return jest.spyOn(goalsApi, 'list').mockResolvedValue(goals);
}

/** The goals page at its address, signed in. */
export const PAGE_PATH = '/dashboard/goals';
