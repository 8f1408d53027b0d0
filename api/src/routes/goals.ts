// /api/goals: goals, their contributions, status changes and figures. Routes
// parse the request, call the goals domain and answer; the user is always the token's, never a userId sent.
import { goalsEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  goalBulkDeleteSchema,
  goalFiltersSchema,
  newGoalTargetDate,
  goalUpdateSchema,
  contributionSchema,
  MESSAGES,
  bulkDeleteResultSchema,
  contributionResultSchema,
  deletedRecordSchema,
  goalContributionSchema,
  goalDashboardStatsSchema,
  goalSchema,
  goalSummarySchema,
  type BulkDeleteResult,
  type ContributionResult,
  type Goal,
  type GoalContribution,
  type GoalDashboardStats,
  type GoalSummary,
} from '@moneta/shared/contract';
import { authOf, signedInScope } from '../auth/guard';
import type { AppContext } from '../context';
import { contribute } from '../goals/contributions';
import { goalDashboard, goalSummary, overdueGoals } from '../goals/figures';
import { categoryParamsSchema, priorityParamsSchema } from '../goals/queryParams';
import {
  changeStatus,
  createGoal,
  deleteGoal,
  deleteGoals,
  findGoal,
  listContributions,
  listGoals,
  updateGoal,
} from '../goals/repository';
import { answers, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { idParamsSchema, isRecordId, pathId } from '../http/ids';
import { idempotencyKeyOf, markReplayed } from '../http/idempotency';
import type { ZodTypeProvider } from '../http/schemas';
import { todayIn } from '../http/timeZone';
import { parseBody } from '../http/validate';
import { madeFrom, tagged } from '../http/versions';
import { z } from 'zod';

export function goalRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** The path's id when it can name a goal; a malformed id is answered like an unknown one. */
  const idOf = (id: string): string => pathId(id, MESSAGES.goalNotFound);

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const withId = { params: idParamsSchema };
    const goal = answers(goalSchema);
    const goals = answers(z.array(goalSchema));

    route(
      app,
      goalsEndpoints.list,
      { schema: { querystring: goalFiltersSchema, response: goals } },
      async (request) => {
        return ok<Goal[]>(await listGoals(db, authOf(request).userId, request.query));
      },
    );

    route(
      app,
      goalsEndpoints.create,
      { schema: { body: goalUpdateSchema, response: answers(goalSchema, 201) } },
      async (request, reply) => {
        // The body's shape is an update's; a new goal's date must also not be before the person's today.
        parseBody(z.object(newGoalTargetDate(todayIn(request))), { targetDate: request.body.targetDate });
        const created = await createGoal(db, authOf(request).userId, request.body);
        return reply.status(201).send(ok<Goal>(created, MESSAGES.goalCreated));
      },
    );

    // The fixed paths (also matched first by the router, whatever the order) before /:id.
    route(
      app,
      goalsEndpoints.dashboard,
      { schema: { response: answers(goalDashboardStatsSchema) } },
      async (request) => {
        return ok<GoalDashboardStats>(await goalDashboard(db, authOf(request).userId, todayIn(request)));
      },
    );

    route(
      app,
      goalsEndpoints.summary,
      { schema: { response: answers(goalSummarySchema) } },
      async (request) => {
        return ok<GoalSummary>(await goalSummary(db, authOf(request).userId));
      },
    );

    route(app, goalsEndpoints.overdue, { schema: { response: goals } }, async (request) => {
      return ok<Goal[]>(await overdueGoals(db, authOf(request).userId, todayIn(request)));
    });

    route(
      app,
      goalsEndpoints.byCategory,
      { schema: { params: categoryParamsSchema, response: goals } },
      async (request) => {
        return ok<Goal[]>(await listGoals(db, authOf(request).userId, request.params));
      },
    );

    route(
      app,
      goalsEndpoints.byPriority,
      { schema: { params: priorityParamsSchema, response: goals } },
      async (request) => {
        return ok<Goal[]>(await listGoals(db, authOf(request).userId, request.params));
      },
    );

    route(
      app,
      goalsEndpoints.bulkDelete,
      { schema: { body: goalBulkDeleteSchema, response: answers(bulkDeleteResultSchema) } },
      async (request) => {
        const ids = request.body.goalIds.filter(isRecordId);
        const deletedCount = await deleteGoals(db, authOf(request).userId, ids);
        return ok<BulkDeleteResult>({ deletedCount }, MESSAGES.goalsDeleted);
      },
    );

    route(app, goalsEndpoints.get, { schema: { ...withId, response: goal } }, async (request, reply) => {
      const found = await findGoal(db, authOf(request).userId, idOf(request.params.id));
      if (!found) throw notFound(MESSAGES.goalNotFound);
      return ok<Goal>(tagged(reply, found));
    });

    route(
      app,
      goalsEndpoints.update,
      { schema: { ...withId, body: goalUpdateSchema, response: goal } },
      async (request, reply) => {
        const id = idOf(request.params.id);
        const updated = await updateGoal(db, authOf(request).userId, id, request.body, madeFrom(request));
        return ok<Goal>(tagged(reply, updated), MESSAGES.goalUpdated);
      },
    );

    route(
      app,
      goalsEndpoints.remove,
      { schema: { ...withId, response: answers(deletedRecordSchema) } },
      async (request) => {
        const id = idOf(request.params.id);
        if (!(await deleteGoal(db, authOf(request).userId, id))) throw notFound(MESSAGES.goalNotFound);
        return ok({ _id: id }, MESSAGES.goalDeleted);
      },
    );

    route(
      app,
      goalsEndpoints.contribute,
      { schema: { ...withId, body: contributionSchema, response: answers(contributionResultSchema, 201) } },
      async (request, reply) => {
        const id = idOf(request.params.id);
        const key = idempotencyKeyOf(request);
        const { result, replayed } = await contribute(db, authOf(request).userId, id, request.body, key);
        if (replayed) markReplayed(reply);
        return reply.status(201).send(ok<ContributionResult>(result, MESSAGES.contributionAdded));
      },
    );

    route(
      app,
      goalsEndpoints.contributions,
      { schema: { ...withId, response: answers(z.array(goalContributionSchema)) } },
      async (request) => {
        const id = idOf(request.params.id);
        return ok<GoalContribution[]>(await listContributions(db, authOf(request).userId, id));
      },
    );

    route(app, goalsEndpoints.complete, { schema: { ...withId, response: goal } }, async (request) => {
      const id = idOf(request.params.id);
      return ok<Goal>(await changeStatus(db, authOf(request).userId, id, 'complete'), MESSAGES.goalCompleted);
    });

    route(app, goalsEndpoints.pause, { schema: { ...withId, response: goal } }, async (request) => {
      const id = idOf(request.params.id);
      return ok<Goal>(await changeStatus(db, authOf(request).userId, id, 'pause'), MESSAGES.goalPaused);
    });

    route(app, goalsEndpoints.resume, { schema: { ...withId, response: goal } }, async (request) => {
      const id = idOf(request.params.id);
      return ok<Goal>(await changeStatus(db, authOf(request).userId, id, 'resume'), MESSAGES.goalResumed);
    });
  };
}
