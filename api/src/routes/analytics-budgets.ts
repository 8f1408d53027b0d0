// /api/analytics/budget/* and /advanced/financial-health, registered inside analytics' signed-in
// scope.
// Each call reads the period of its query (analytics/period.ts) and the person's today (the timezone header).
import { analyticsEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  budgetPerformanceSchema,
  budgetRecommendationsSchema,
  budgetVarianceSchema,
  financialHealthSchema,
  type BudgetPerformance,
  type BudgetRecommendations,
  type BudgetVariance,
  type FinancialHealth,
} from '@moneta/shared/contract';
import type { z } from 'zod';
import { financialHealth } from '../analytics/financialHealth';
import type { KeptAnswers } from '../analytics/keptAnswers';
import { parsePeriod, periodQuerySchema } from '../analytics/period';
import { authOf } from '../auth/guard';
import { budgetPerformance } from '../budgets/performance';
import { budgetRecommendations } from '../budgets/recommendations';
import { budgetVariance } from '../budgets/variance';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { todayIn } from '../http/timeZone';

export function registerBudgetAnalytics(signedIn: FastifyInstance, ctx: AppContext, kept: KeptAnswers): void {
  const { db } = ctx;
  const reads = ['transactions', 'budgets'] as const;
  const periodCall = (answer: z.ZodType) => ({
    schema: { querystring: periodQuerySchema, response: answers(answer) },
  });

  route(
    signedIn,
    analyticsEndpoints.budgetPerformance,
    periodCall(budgetPerformanceSchema),
    async (request) => {
      const today = todayIn(request);
      const period = parsePeriod(request.query, today);
      const answer = kept(request, reads, () => budgetPerformance(db, authOf(request).userId, period, today));
      return ok<BudgetPerformance>(await answer);
    },
  );

  route(signedIn, analyticsEndpoints.budgetVariance, periodCall(budgetVarianceSchema), async (request) => {
    const today = todayIn(request);
    const period = parsePeriod(request.query, today);
    const answer = kept(request, reads, () => budgetVariance(db, authOf(request).userId, period, today));
    return ok<BudgetVariance>(await answer);
  });

  route(
    signedIn,
    analyticsEndpoints.budgetRecommendations,
    periodCall(budgetRecommendationsSchema),
    async (request) => {
      const today = todayIn(request);
      const period = parsePeriod(request.query, today);
      const answer = kept(request, reads, () =>
        budgetRecommendations(db, authOf(request).userId, period, today),
      );
      return ok<BudgetRecommendations>(await answer);
    },
  );

  route(signedIn, analyticsEndpoints.financialHealth, periodCall(financialHealthSchema), async (request) => {
    const today = todayIn(request);
    const period = parsePeriod(request.query, today);
    const answer = kept(request, [...reads, 'goals'], () =>
      financialHealth(db, authOf(request).userId, period, today),
    );
    return ok<FinancialHealth>(await answer);
  });
}
