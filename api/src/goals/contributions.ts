// Add Funds (POST /goals/:id/contribute): one database transaction locks the goal's row, checks its status
// and the amount left to save, records the contribution and adds it to the saved amount, completing the goal
// when it reaches its target. Twenty simultaneous contributions to one goal take turns on the row lock, so
// every one is counted and none takes the goal past its target.
//
// An Add Funds with an Idempotency-Key is recorded once for it (../http/idempotency.ts).
import { eq } from 'drizzle-orm';
import { MESSAGES, type ContributionResult } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { invalidField, notFound } from '../http/errors';
import { onceForKey } from '../http/idempotency';
import { minorUnits } from '../db/money';
import { nextVersion } from '../http/versions';
import { toContribution, toGoal } from './mapping';
import { lockGoal, statusColumns } from './repository';
import { assertAllowed, statusAfterContribution } from './rules';
import { goalContributions, goals } from './schema';

export interface ContributionValues {
  amount: number;
  note: string;
}

export interface ContributionOutcome {
  result: ContributionResult;
  /** True when the answer is an earlier request's, replayed for its Idempotency-Key (../http/idempotency.ts). */
  replayed: boolean;
}

/** Adds funds to the user's goal; see the top of this file. */
export async function contribute(
  db: Db,
  userId: string,
  goalId: string,
  values: ContributionValues,
  idempotencyKey?: string,
): Promise<ContributionOutcome> {
  const amountMinor = minorUnits(values.amount);
  const { answer, replayed } = await onceForKey(
    db,
    {
      userId,
      key: idempotencyKey,
      write: 'goals.contribute',
      asked: [goalId.toLowerCase(), amountMinor, values.note],
    },
    async (tx): Promise<ContributionResult> => {
      const goal = await lockGoal(tx, userId, goalId);
      assertAllowed('contribute', goal.status);
      if (amountMinor > goal.targetMinor - goal.savedMinor) {
        throw invalidField('amount', MESSAGES.contributionTooLarge);
      }
      const [contribution] = await tx
        .insert(goalContributions)
        .values({ goalId: goal.id, userId, amountMinor, note: values.note })
        .returning();
      if (!contribution) throw new Error('contribution insert returned no row');
      const savedMinor = goal.savedMinor + amountMinor;
      const [updated] = await tx
        .update(goals)
        .set({
          savedMinor,
          ...statusColumns(statusAfterContribution(goal, savedMinor)),
          updatedAt: nextVersion(goals.updatedAt),
        })
        .where(eq(goals.id, goal.id))
        .returning();
      if (!updated) throw notFound(MESSAGES.goalNotFound);
      return { goal: toGoal(updated), contribution: toContribution(contribution) };
    },
  );
  return { result: answer, replayed };
}
