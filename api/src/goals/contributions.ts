// Add Funds (POST /goals/:id/contribute): one database transaction locks the goal's row, checks its status
// and the amount left to save, records the contribution and adds it to the saved amount, completing the goal
// when it reaches its target. Twenty simultaneous contributions to one goal take turns on the row lock, so
// every one is counted and none takes the goal past its target.
//
// Idempotency: a request with an Idempotency-Key is recorded with the key and a
// fingerprint of what it asked (goal, amount, note). The same key from the same user within 24 hours answers
// the first contribution again and records nothing; with another request it is refused (422). The unique
// (user_id, idempotency_key) index holds this when both requests arrive at once: the second waits on the
// goal's row lock and then finds the key, or (for another goal) its insert meets the key and it reads back
// the first.
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, type ContributionResult } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { invalidField, notFound } from '../http/errors';
import {
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  idempotencyKeyReused,
  requestFingerprint,
} from '../http/idempotency';
import { minorUnits } from '../db/money';
import { nextVersion } from '../http/versions';
import { toContribution, toGoal } from './mapping';
import { lockGoal, statusColumns } from './repository';
import { assertAllowed, statusAfterContribution } from './rules';
import { goalContributions, goals, type GoalContributionRow, type GoalRow } from './schema';

export interface ContributionValues {
  amount: number;
  note: string;
}

export interface ContributionOutcome {
  result: ContributionResult;
  /** True when the answer is an earlier request's, replayed for its Idempotency-Key. */
  replayed: boolean;
}

function fingerprintOf(goalId: string, amountMinor: number, note: string): string {
  return requestFingerprint([goalId.toLowerCase(), amountMinor, note]);
}

/** The user's contribution recorded under `key`, if any. */
async function findByKey(db: Db, userId: string, key: string): Promise<GoalContributionRow | undefined> {
  const [row] = await db
    .select()
    .from(goalContributions)
    .where(and(eq(goalContributions.userId, userId), eq(goalContributions.idempotencyKey, key)));
  return row;
}

/** Frees the user's `key` when it is older than its lifetime, so that it may serve a new request. */
async function expireKey(db: Db, userId: string, key: string): Promise<void> {
  await db
    .update(goalContributions)
    .set({ idempotencyKey: null, requestFingerprint: null })
    .where(
      and(
        eq(goalContributions.userId, userId),
        eq(goalContributions.idempotencyKey, key),
        sql`${goalContributions.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_LIFETIME_HOURS})`,
      ),
    );
}

/** The earlier contribution's answer with the goal as it stands, or 422 when the key was for another request. */
function replayOf(goal: GoalRow, earlier: GoalContributionRow, fingerprint: string): ContributionResult {
  if (earlier.requestFingerprint !== fingerprint || earlier.goalId !== goal.id) {
    throw idempotencyKeyReused();
  }
  return { goal: toGoal(goal), contribution: toContribution(earlier) };
}

type Attempt = ContributionOutcome | { keyTaken: true };

/** One try in one transaction; `keyTaken` when a simultaneous request recorded the key first. */
async function attempt(
  db: Db,
  userId: string,
  goalId: string,
  amountMinor: number,
  note: string,
  key: { key: string; fingerprint: string } | undefined,
): Promise<Attempt> {
  return db.transaction(async (tx): Promise<Attempt> => {
    const goal = await lockGoal(tx, userId, goalId);
    if (key) {
      await expireKey(tx, userId, key.key);
      const earlier = await findByKey(tx, userId, key.key);
      // The fingerprint names the goal: a replay is always of this goal, whose current state is answered.
      if (earlier) return { result: replayOf(goal, earlier, key.fingerprint), replayed: true };
    }
    assertAllowed('contribute', goal.status);
    if (amountMinor > goal.targetMinor - goal.savedMinor) {
      throw invalidField('amount', MESSAGES.contributionTooLarge);
    }
    const [contribution] = await tx
      .insert(goalContributions)
      .values({
        goalId: goal.id,
        userId,
        amountMinor,
        note,
        idempotencyKey: key?.key ?? null,
        requestFingerprint: key?.fingerprint ?? null,
      })
      .onConflictDoNothing({
        target: [goalContributions.userId, goalContributions.idempotencyKey],
        where: sql`idempotency_key is not null`,
      })
      .returning();
    if (!contribution) return { keyTaken: true };
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
    return { result: { goal: toGoal(updated), contribution: toContribution(contribution) }, replayed: false };
  });
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
  const key =
    idempotencyKey === undefined
      ? undefined
      : { key: idempotencyKey, fingerprint: fingerprintOf(goalId, amountMinor, values.note) };
  for (let tries = 0; ; tries += 1) {
    const outcome = await attempt(db, userId, goalId, amountMinor, values.note, key);
    if (!('keyTaken' in outcome)) return outcome;
    // A simultaneous request recorded the key first, for another goal (requests for this goal wait on its
    // row lock and then find the key): answered as a replay would be, which refuses the other request.
    if (key) {
      const earlier = await findByKey(db, userId, key.key);
      const [goal] = earlier ? await db.select().from(goals).where(eq(goals.id, earlier.goalId)) : [];
      if (earlier && goal) return { result: replayOf(goal, earlier, key.fingerprint), replayed: true };
    }
    // The first request's goal was deleted meanwhile, freeing the key: try again.
    if (tries >= 2) throw new Error('idempotency key still taken after retries');
  }
}
