// Fixtures for the reminder API tests: calls as the signed-in user (with a time zone), ready-made inputs and
// dates relative to now.
import type { FastifyInstance } from 'fastify';
import type { Reminder, ReminderInput } from '@moneta/shared/contract';
import { dataOf, expectStatus } from './goal-fixtures';
import { registerUser, userCallerFor, type CallOptions, type UserCaller } from './helpers';

export const reminderCallerFor = (app: FastifyInstance, user: { userId: string; accessToken: string }) =>
  userCallerFor(app, '/api/reminders', user);

export async function newReminderCaller(app: FastifyInstance): Promise<UserCaller> {
  return reminderCallerFor(app, await registerUser(app));
}

/** An instant `days` days from now, to the second, as an ISO date-time in UTC. */
export const daysFromNow = (days: number) =>
  new Date(Math.floor(Date.now() / 1000) * 1000 + days * 86_400_000).toISOString();

export const reminderInput = (overrides: Partial<ReminderInput> = {}): ReminderInput => ({
  title: 'Pay electricity bill',
  date: daysFromNow(2),
  ...overrides,
});

export async function addReminder(
  call: UserCaller,
  overrides: Partial<ReminderInput> = {},
  options?: CallOptions,
): Promise<Reminder> {
  const response = await call('POST', '/', reminderInput(overrides), options);
  expectStatus(response, 201, 'create reminder');
  return dataOf<Reminder>(response);
}

export async function editReminder(
  call: UserCaller,
  id: string,
  input: ReminderInput,
  options?: CallOptions,
): Promise<Reminder> {
  const response = await call('PUT', `/${id}`, input, options);
  expectStatus(response, 200, 'edit reminder');
  return dataOf<Reminder>(response);
}
