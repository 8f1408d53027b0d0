// Fixtures for the goal API tests: calls as the signed-in user (with a time zone, as every client call sends
// one), ready-made inputs, and dates relative to today.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ContributionResult, Goal, GoalInput } from '@moneta/shared/contract';
import { todayInZone } from '../src/http/timeZone';
import { addDays } from '../src/transactions/dates';
import { registerUser, userCallerFor, type CallOptions, type UserCaller } from './helpers';

export type GoalCaller = UserCaller;

/** Calls /api/goals{path} with the user's token. */
export const goalCallerFor = (app: FastifyInstance, user: { userId: string; accessToken: string }) =>
  userCallerFor(app, '/api/goals', user);

export async function newGoalCaller(app: FastifyInstance): Promise<GoalCaller> {
  return goalCallerFor(app, await registerUser(app));
}

export const today = () => todayInZone('UTC');
export const daysFromNow = (days: number) => addDays(today(), days);

export const goalInput = (overrides: Partial<GoalInput> = {}): GoalInput => ({
  name: 'Emergency fund',
  targetAmount: 1000,
  targetDate: daysFromNow(90),
  priority: 'High',
  category: 'Savings',
  ...overrides,
});

export function dataOf<T>(response: LightMyRequestResponse): T {
  return response.json<{ data: T }>().data;
}

/** The body of a failure. */
export function failureOf(response: LightMyRequestResponse) {
  return response.json<{
    success: false;
    message: string;
    errors?: Array<{ field: string; message: string }>;
  }>();
}

export function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
}

export async function createGoal(call: GoalCaller, overrides: Partial<GoalInput> = {}): Promise<Goal> {
  const response = await call('POST', '/', goalInput(overrides));
  expectStatus(response, 201, 'create goal');
  return dataOf<Goal>(response);
}

/** Replaces the goal's fields with `changes` over its current ones. */
export async function editGoal(call: GoalCaller, goal: Goal, changes: Partial<GoalInput>): Promise<Goal> {
  const { name, targetAmount, targetDate, priority, category } = goal;
  const response = await call('PUT', `/${goal._id}`, {
    ...{ name, targetAmount, targetDate, priority, category },
    ...changes,
  });
  expectStatus(response, 200, 'edit goal');
  return dataOf<Goal>(response);
}

export async function addFunds(
  call: GoalCaller,
  goalId: string,
  amount: number,
  options: CallOptions & { note?: string } = {},
): Promise<ContributionResult> {
  const response = await call(
    'POST',
    `/${goalId}/contribute`,
    options.note === undefined ? { amount } : { amount, note: options.note },
    options,
  );
  expectStatus(response, 201, 'contribute');
  return dataOf<ContributionResult>(response);
}

export async function setStatus(call: GoalCaller, goalId: string, action: 'complete' | 'pause' | 'resume') {
  const response = await call('POST', `/${goalId}/${action}`);
  expectStatus(response, 200, action);
  return dataOf<Goal>(response);
}
