// /api/budgets: the month's budgets, setting them, deleting one. The user is always the token's; the
// current month is the person's, from the timezone header.
import { budgetsEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  budgetCategorySchema,
  budgetMonthQuerySchema,
  budgetsUpdateSchema,
  MESSAGES,
  deletedBudgetSchema,
  monthBudgetsSchema,
  type ExpenseCategory,
  type MonthBudgets,
} from '@moneta/shared/contract';
import { authOf, signedInScope } from '../auth/guard';
import { monthBudgets } from '../budgets/monthFigures';
import { deleteBudget, saveBudgets } from '../budgets/repository';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { idempotencyKeyOf, markReplayed, onceForKey } from '../http/idempotency';
import { todayIn } from '../http/timeZone';
import type { ZodTypeProvider } from '../http/schemas';
import { staleVersion } from '../http/versions';
import { z } from 'zod';

/** Any text: a category that is not an expense one names no budget, answered 404 as an unknown record. */
const categoryParamsSchema = z.object({ category: z.string() });

export function budgetRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    route(
      app,
      budgetsEndpoints.month,
      { schema: { querystring: budgetMonthQuerySchema, response: answers(monthBudgetsSchema) } },
      async (request) => {
        const { month } = request.query;
        const userId = authOf(request).userId;
        return ok<MonthBudgets>(await monthBudgets(db, userId, month ?? todayIn(request).slice(0, 7)));
      },
    );

    route(
      app,
      budgetsEndpoints.update,
      { schema: { body: budgetsUpdateSchema, response: answers(monthBudgetsSchema) } },
      async (request, reply) => {
        const { budgets, month } = request.body;
        const currentMonth = todayIn(request).slice(0, 7);
        const userId = authOf(request).userId;
        const key = idempotencyKeyOf(request);
        // The answer is read in the write's transaction, so it shows exactly what was saved; a refusal of
        // stale lines answers the month as it is, for the person to choose between it and their change.
        const { answer, replayed } = await onceForKey(
          db,
          { userId, key, write: 'budgets.save', asked: [budgets, month ?? null] },
          async (tx) => {
            const { stale } = await saveBudgets(tx, userId, budgets, `${currentMonth}-01`);
            const figures = await monthBudgets(tx, userId, month ?? currentMonth);
            if (stale.length > 0) throw staleVersion(figures);
            return figures;
          },
        );
        if (replayed) markReplayed(reply);
        return ok<MonthBudgets>(answer, MESSAGES.budgetsSaved);
      },
    );

    route(
      app,
      budgetsEndpoints.remove,
      { schema: { params: categoryParamsSchema, response: answers(deletedBudgetSchema) } },
      async (request) => {
        const parsed = budgetCategorySchema.safeParse(request.params.category);
        if (!parsed.success) throw notFound(MESSAGES.budgetNotFound);
        const category: ExpenseCategory = parsed.data;
        if (!(await deleteBudget(db, authOf(request).userId, category)))
          throw notFound(MESSAGES.budgetNotFound);
        return ok({ category }, MESSAGES.budgetDeleted);
      },
    );
  };
}
