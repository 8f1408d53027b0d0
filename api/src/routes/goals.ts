// /api/goals: goals, their contributions, status changes and figures (SPEC section 7 "Goals"; issue 8). Routes
// parse the request, call the goals domain and answer; the user is always the token's, never a userId sent.
import type { FastifyInstance } from 'fastify';
import {
  goalBulkDeleteSchema,
  goalCreateSchema,
  goalFiltersSchema,
  goalUpdateSchema,
  contributionSchema,
  MESSAGES,
  type BulkDeleteResult,
  type ContributionResult,
  type Goal,
  type GoalContribution,
  type GoalDashboardStats,
  type GoalSummary,
} from '@moneta/shared/contract';
import { authOf, requireAuth } from '../auth/guard';
import type { AppContext } from '../context';
import { contribute } from '../goals/contributions';
import { goalDashboard, goalSummary, overdueGoals } from '../goals/figures';
import { parseCategoryParam, parsePriorityParam } from '../goals/queryParams';
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
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { isRecordId, pathId } from '../http/ids';
import { idempotencyKeyOf, markReplayed } from '../http/idempotency';
import { todayIn } from '../http/timeZone';
import { parseBody } from '../http/validate';

type WithId = { Params: { id: string } };

export function goalRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** The path's id when it can name a goal; a malformed id is answered like an unknown one. */
  const idOf = (id: string): string => pathId(id, MESSAGES.goalNotFound);

  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', requireAuth(config, db));

    app.get('/', async (request) => {
      const filters = parseBody(goalFiltersSchema, request.query);
      return ok<Goal[]>(await listGoals(db, authOf(request).userId, filters));
    });

    app.post('/', async (request, reply) => {
      const input = parseBody(goalCreateSchema(todayIn(request)), request.body);
      const created = await createGoal(db, authOf(request).userId, input);
      return reply.status(201).send(ok<Goal>(created, MESSAGES.goalCreated));
    });

    // The fixed paths (also matched first by the router, whatever the order) before /:id.
    app.get('/dashboard', async (request) => {
      return ok<GoalDashboardStats>(await goalDashboard(db, authOf(request).userId, todayIn(request)));
    });

    app.get('/summary', async (request) => {
      return ok<GoalSummary>(await goalSummary(db, authOf(request).userId));
    });

    app.get('/overdue', async (request) => {
      return ok<Goal[]>(await overdueGoals(db, authOf(request).userId, todayIn(request)));
    });

    app.get('/category/:category', async (request) => {
      const category = parseCategoryParam(request.params);
      return ok<Goal[]>(await listGoals(db, authOf(request).userId, { category }));
    });

    app.get('/priority/:priority', async (request) => {
      const priority = parsePriorityParam(request.params);
      return ok<Goal[]>(await listGoals(db, authOf(request).userId, { priority }));
    });

    app.post('/bulk-delete', async (request) => {
      const { goalIds } = parseBody(goalBulkDeleteSchema, request.body);
      const deletedCount = await deleteGoals(db, authOf(request).userId, goalIds.filter(isRecordId));
      return ok<BulkDeleteResult>({ deletedCount }, MESSAGES.goalsDeleted);
    });

    app.get<WithId>('/:id', async (request) => {
      const found = await findGoal(db, authOf(request).userId, idOf(request.params.id));
      if (!found) throw notFound(MESSAGES.goalNotFound);
      return ok<Goal>(found);
    });

    app.put<WithId>('/:id', async (request) => {
      const id = idOf(request.params.id);
      const input = parseBody(goalUpdateSchema, request.body);
      return ok<Goal>(await updateGoal(db, authOf(request).userId, id, input), MESSAGES.goalUpdated);
    });

    app.delete<WithId>('/:id', async (request) => {
      const id = idOf(request.params.id);
      if (!(await deleteGoal(db, authOf(request).userId, id))) throw notFound(MESSAGES.goalNotFound);
      return ok({ _id: id }, MESSAGES.goalDeleted);
    });

    app.post<WithId>('/:id/contribute', async (request, reply) => {
      const id = idOf(request.params.id);
      const key = idempotencyKeyOf(request);
      const input = parseBody(contributionSchema, request.body);
      const { result, replayed } = await contribute(db, authOf(request).userId, id, input, key);
      if (replayed) markReplayed(reply);
      return reply.status(201).send(ok<ContributionResult>(result, MESSAGES.contributionAdded));
    });

    app.get<WithId>('/:id/contributions', async (request) => {
      const id = idOf(request.params.id);
      return ok<GoalContribution[]>(await listContributions(db, authOf(request).userId, id));
    });

    app.post<WithId>('/:id/complete', async (request) => {
      const id = idOf(request.params.id);
      return ok<Goal>(await changeStatus(db, authOf(request).userId, id, 'complete'), MESSAGES.goalCompleted);
    });

    app.post<WithId>('/:id/pause', async (request) => {
      const id = idOf(request.params.id);
      return ok<Goal>(await changeStatus(db, authOf(request).userId, id, 'pause'), MESSAGES.goalPaused);
    });

    app.post<WithId>('/:id/resume', async (request) => {
      const id = idOf(request.params.id);
      return ok<Goal>(await changeStatus(db, authOf(request).userId, id, 'resume'), MESSAGES.goalResumed);
    });
  };
}
