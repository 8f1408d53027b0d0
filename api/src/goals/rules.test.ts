import { MESSAGES, type GoalStatus } from '@moneta/shared/contract';
import { AppError } from '../http/errors';
import { assertAllowed, statusAfterContribution, statusAfterEdit, type GoalAction } from './rules';
import type { GoalRow } from './schema';

const goal = (status: GoalStatus, savedMinor: number, targetMinor: number): GoalRow => ({
  id: '00000000-0000-0000-0000-000000000001',
  userId: '00000000-0000-0000-0000-000000000002',
  name: 'Goal',
  targetMinor,
  savedMinor,
  targetDate: '2030-01-01',
  priority: 'Medium',
  category: 'Savings',
  status,
  completedAt: status === 'Completed' ? new Date() : null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

function refusalOf(run: () => unknown): [number, string] | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return [error.statusCode, error.message];
  }
}

describe('assertAllowed', () => {
  it.each<[GoalAction, GoalStatus, [number, string] | undefined]>([
    ['contribute', 'Active', undefined],
    ['contribute', 'Paused', [409, MESSAGES.goalPausedNoFunds]],
    ['contribute', 'Completed', [409, MESSAGES.goalAlreadyCompleted]],
    ['pause', 'Active', undefined],
    ['pause', 'Paused', [409, MESSAGES.goalNotActive]],
    ['pause', 'Completed', [409, MESSAGES.goalAlreadyCompleted]],
    ['resume', 'Paused', undefined],
    ['resume', 'Active', [409, MESSAGES.goalNotPaused]],
    ['resume', 'Completed', [409, MESSAGES.goalAlreadyCompleted]],
    ['complete', 'Active', undefined],
    ['complete', 'Paused', undefined],
    ['complete', 'Completed', [409, MESSAGES.goalAlreadyCompleted]],
  ])('%s on a %s goal: %p', (action, status, expected) => {
    expect(refusalOf(() => assertAllowed(action, status))).toEqual(expected);
  });
});

describe('statusAfterContribution', () => {
  it('completes the goal when the saved amount reaches the target', () => {
    expect(statusAfterContribution(goal('Active', 0, 100), 99)).toEqual({
      status: 'Active',
      completion: 'keep',
    });
    expect(statusAfterContribution(goal('Active', 0, 100), 100)).toEqual({
      status: 'Completed',
      completion: 'set',
    });
  });
});

describe('statusAfterEdit', () => {
  it.each<[string, GoalRow, number, { status: GoalStatus; completion: string } | [number, string]]>([
    [
      'an Active goal, target above saved',
      goal('Active', 50, 100),
      80,
      { status: 'Active', completion: 'keep' },
    ],
    [
      'an Active goal, target = saved',
      goal('Active', 50, 100),
      50,
      { status: 'Completed', completion: 'set' },
    ],
    [
      'a Paused goal, target = saved',
      goal('Paused', 50, 100),
      50,
      { status: 'Completed', completion: 'set' },
    ],
    ['a Paused goal, target raised', goal('Paused', 50, 100), 150, { status: 'Paused', completion: 'keep' }],
    [
      'a Completed goal, target raised',
      goal('Completed', 100, 100),
      101,
      { status: 'Active', completion: 'clear' },
    ],
    [
      'a Completed goal, same target',
      goal('Completed', 100, 100),
      100,
      { status: 'Completed', completion: 'keep' },
    ],
    [
      'a goal completed by hand, target lowered',
      goal('Completed', 20, 100),
      80,
      { status: 'Completed', completion: 'keep' },
    ],
    [
      'a goal completed by hand, target raised',
      goal('Completed', 20, 100),
      120,
      { status: 'Active', completion: 'clear' },
    ],
    ['any goal, target below saved', goal('Active', 50, 100), 49, [422, MESSAGES.targetBelowSaved]],
  ])('%s', (_name, row, target, expected) => {
    const refused = refusalOf(() => statusAfterEdit(row, target));
    expect(refused ?? statusAfterEdit(row, target)).toEqual(expected);
  });
});
