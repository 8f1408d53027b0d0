// Goals created through the API, with what is saved towards them, for the tests that need known figures quickly.
import { expect, type APIRequestContext } from '@playwright/test';
import { accessToken } from './transactions';
import type { TestUser } from './users';

export interface SeedGoal {
  name: string;
  targetAmount: number;
  /** YYYY-MM-DD, today or later. */
  targetDate: string;
  category: string;
  priority?: 'Low' | 'Medium' | 'High';
  /** Contributed once the goal exists; a goal funded up to its target is Completed. */
  saved?: number;
}

export async function createGoals(
  request: APIRequestContext,
  user: TestUser,
  goals: SeedGoal[],
): Promise<void> {
  const headers = { Authorization: `Bearer ${await accessToken(request, user)}` };
  for (const { saved = 0, ...fields } of goals) {
    const answer = await request.post('/api/goals/', { headers, data: { priority: 'Medium', ...fields } });
    expect(answer.status(), await answer.text()).toBe(201);
    if (saved <= 0) continue;
    const goalId = ((await answer.json()) as { data: { _id: string } }).data._id;
    const contribution = await request.post(`/api/goals/${goalId}/contribute`, {
      headers,
      data: { amount: saved },
    });
    expect(contribution.status(), await contribution.text()).toBe(201);
  }
}
