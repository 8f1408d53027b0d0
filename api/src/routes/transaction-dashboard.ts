// /api/transaction: the dashboard's figures, the month summaries, the category analysis and the trends
//. "Today" and "this month" are the person's, from the timezone header.
import { transactionsEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  categoryAnalysisSchema,
  dashboardStatsSchema,
  monthlySummarySchema,
  spendingTrendsSchema,
  type CategoryAnalysis,
  type DashboardStats,
  type MonthlySummary,
  type SpendingTrends,
} from '@moneta/shared/contract';
import {
  categoryAnalysis,
  currentMonthSummary,
  dashboardStats,
  monthlySummary,
  spendingTrends,
} from '../analytics/figures';
import {
  analysisPeriod,
  calendarPeriodQuerySchema,
  summaryParamsSchema,
  trendsPeriod,
} from '../analytics/queryParams';
import { authOf, signedInScope } from '../auth/guard';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import type { ZodTypeProvider } from '../http/schemas';
import { todayIn } from '../http/timeZone';

export function transactionDashboardRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    route(
      app,
      transactionsEndpoints.dashboard,
      { schema: { response: answers(dashboardStatsSchema) } },
      async (request) => {
        return ok<DashboardStats>(await dashboardStats(db, authOf(request).userId, todayIn(request)));
      },
    );

    route(
      app,
      transactionsEndpoints.currentMonth,
      { schema: { response: answers(monthlySummarySchema) } },
      async (request) => {
        return ok<MonthlySummary>(await currentMonthSummary(db, authOf(request).userId, todayIn(request)));
      },
    );

    route(
      app,
      transactionsEndpoints.summary,
      { schema: { params: summaryParamsSchema, response: answers(monthlySummarySchema) } },
      async (request) => {
        const { month, year } = request.params;
        return ok<MonthlySummary>(await monthlySummary(db, authOf(request).userId, year, month));
      },
    );

    route(
      app,
      transactionsEndpoints.categoryAnalysis,
      { schema: { querystring: calendarPeriodQuerySchema, response: answers(categoryAnalysisSchema) } },
      async (request) => {
        const period = analysisPeriod(request.query, todayIn(request));
        return ok<CategoryAnalysis>(await categoryAnalysis(db, authOf(request).userId, period));
      },
    );

    route(
      app,
      transactionsEndpoints.trends,
      { schema: { querystring: calendarPeriodQuerySchema, response: answers(spendingTrendsSchema) } },
      async (request) => {
        const period = trendsPeriod(request.query, todayIn(request));
        return ok<SpendingTrends>(await spendingTrends(db, authOf(request).userId, period));
      },
    );
  };
}
