// /api/analytics: the Analytics Dashboard's figures, its CSV exports,
// the change check and the health check. Every route but /health needs the token and answers its user's figures
// only; "today", months and weekdays are the person's, from the timezone header. Routes parse, call the
// analytics domain and answer.
import { analyticsEndpoints, type Endpoint } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  analyticsExportFileName,
  analyticsHealthSchema,
  analyticsUpdatesSchema,
  categoryAnalysisSchema,
  dashboardStatsSchema,
  goalDashboardStatsSchema,
  goalsProgressSchema,
  incomeSourcesSchema,
  incomeTrendsSchema,
  tagSpendingSchema,
  monthlySummarySchema,
  savingsRateSchema,
  savingsTrendsSchema,
  spendingComparisonSchema,
  spendingPatternsSchema,
  spendingTrendsSchema,
  transactionInsightsSchema,
  transactionPatternsSchema,
  type AnalyticsHealth,
  type AnalyticsUpdates,
  type DashboardStats,
  type DatePeriod,
  type GoalDashboardStats,
  type GoalsProgress,
  type MonthlySummary,
} from '@moneta/shared/contract';
import { spendingComparison } from '../analytics/comparison';
import { analyticsCsv } from '../analytics/export';
import {
  categoryAnalysis,
  currentMonthSummary,
  dashboardStats,
  monthlySummary,
  spendingTrends,
} from '../analytics/figures';
import { goalsProgress } from '../analytics/goals';
import { analyticsHealth } from '../analytics/health';
import { keptAnswers } from '../analytics/keptAnswers';
import { incomeSources, incomeTrends } from '../analytics/income';
import { transactionInsights } from '../analytics/insights';
import { spendingPatterns, transactionPatterns } from '../analytics/patterns';
import {
  parseExportType,
  parseMonthParams,
  parsePeriod,
  parseSince,
  periodQuerySchema,
  sinceQuerySchema,
} from '../analytics/period';
import { savingsRate, savingsTrends } from '../analytics/savings';
import { analyticsUpdates } from '../analytics/updates';
import { tagSpending } from '../transactions/tags';
import { authOf, signedInScope } from '../auth/guard';
import { registerBudgetAnalytics } from './analytics-budgets';
import { registerForecastAnalytics } from './analytics-forecasts';
import { registerQueryAnalytics } from './analytics-queries';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { goalDashboard } from '../goals/figures';
import { answers, answersFile, ok } from '../http/envelope';
import { timeZoneOf, todayIn } from '../http/timeZone';

/** The calls that answer a figure of the period their query names (see analytics/period.ts), and its schema. */
interface PeriodFigure {
  /** The call it answers, from the analytics table. */
  call: Endpoint;
  figure: (db: Db, userId: string, period: DatePeriod) => Promise<unknown>;
  answer: z.ZodType;
}

const PERIOD_FIGURES: PeriodFigure[] = [
  { call: analyticsEndpoints.spendingTrends, figure: spendingTrends, answer: spendingTrendsSchema },
  { call: analyticsEndpoints.spendingCategories, figure: categoryAnalysis, answer: categoryAnalysisSchema },
  {
    call: analyticsEndpoints.spendingComparison,
    figure: spendingComparison,
    answer: spendingComparisonSchema,
  },
  { call: analyticsEndpoints.spendingPatterns, figure: spendingPatterns, answer: spendingPatternsSchema },
  { call: analyticsEndpoints.spendingTags, figure: tagSpending, answer: tagSpendingSchema },
  { call: analyticsEndpoints.incomeTrends, figure: incomeTrends, answer: incomeTrendsSchema },
  { call: analyticsEndpoints.incomeSources, figure: incomeSources, answer: incomeSourcesSchema },
  {
    call: analyticsEndpoints.transactionInsights,
    figure: transactionInsights,
    answer: transactionInsightsSchema,
  },
  {
    call: analyticsEndpoints.transactionPatterns,
    figure: transactionPatterns,
    answer: transactionPatternsSchema,
  },
  { call: analyticsEndpoints.savingsRate, figure: savingsRate, answer: savingsRateSchema },
  { call: analyticsEndpoints.savingsTrends, figure: savingsTrends, answer: savingsTrendsSchema },
];

const timeZoneOfRequest = (request: FastifyRequest) => timeZoneOf(request.headers.timezone);

export function analyticsRoutes(ctx: AppContext) {
  const { config, db } = ctx;
  const kept = keptAnswers(db);

  return async function register(app: FastifyInstance): Promise<void> {
    // Figures change with every write: no answer is kept by a browser or a proxy.
    app.addHook('onSend', async (_request, reply: FastifyReply) => {
      void reply.header('Cache-Control', 'no-store');
    });

    route(
      app,
      analyticsEndpoints.health,
      { schema: { response: answers(analyticsHealthSchema) } },
      async (request) => {
        const health = await analyticsHealth(db, (error) =>
          request.log.error({ err: error }, 'analytics health: database unavailable'),
        );
        return ok<AnalyticsHealth>(health);
      },
    );

    await app.register(async (signedIn) => {
      signedInScope(signedIn, config, db);

      const monthly = answers(monthlySummarySchema);

      route(
        signedIn,
        analyticsEndpoints.dashboard,
        { schema: { response: answers(dashboardStatsSchema) } },
        async (request) => {
          return ok<DashboardStats>(await dashboardStats(db, authOf(request).userId, todayIn(request)));
        },
      );

      route(signedIn, analyticsEndpoints.currentMonth, { schema: { response: monthly } }, async (request) => {
        return ok<MonthlySummary>(await currentMonthSummary(db, authOf(request).userId, todayIn(request)));
      });

      route(signedIn, analyticsEndpoints.monthly, { schema: { response: monthly } }, async (request) => {
        const { year, month } = parseMonthParams(request.params);
        return ok<MonthlySummary>(await monthlySummary(db, authOf(request).userId, year, month));
      });

      for (const { call, figure, answer } of PERIOD_FIGURES) {
        const schema = { querystring: periodQuerySchema, response: answers(answer) };
        route(signedIn, call, { schema }, async (request) => {
          const period = parsePeriod(request.query, todayIn(request));
          return ok(await kept(request, ['transactions'], () => figure(db, authOf(request).userId, period)));
        });
      }

      route(
        signedIn,
        analyticsEndpoints.goalsProgress,
        { schema: { response: answers(goalsProgressSchema) } },
        async (request) => {
          return ok<GoalsProgress>(
            await goalsProgress(db, authOf(request).userId, timeZoneOfRequest(request)),
          );
        },
      );

      route(
        signedIn,
        analyticsEndpoints.goalsSummary,
        { schema: { response: answers(goalDashboardStatsSchema) } },
        async (request) => {
          return ok<GoalDashboardStats>(await goalDashboard(db, authOf(request).userId, todayIn(request)));
        },
      );

      route(
        signedIn,
        analyticsEndpoints.updates,
        { schema: { querystring: sinceQuerySchema, response: answers(analyticsUpdatesSchema) } },
        async (request) => {
          const since = parseSince(request.query);
          return ok<AnalyticsUpdates>(await analyticsUpdates(db, authOf(request).userId, since));
        },
      );

      registerBudgetAnalytics(signedIn, ctx, kept);
      registerForecastAnalytics(signedIn, ctx, kept);
      registerQueryAnalytics(signedIn, ctx, kept);

      route(
        signedIn,
        analyticsEndpoints.exportCsv,
        {
          schema: {
            querystring: periodQuerySchema,
            response: answersFile('text/csv', "The tab's figures of the period as a CSV file."),
          },
        },
        async (request, reply) => {
          const type = parseExportType(request.params);
          const period = parsePeriod(request.query, todayIn(request));
          const now = new Date();
          const body = await analyticsCsv(
            db,
            authOf(request).userId,
            type,
            period,
            timeZoneOfRequest(request),
            now,
          );
          return reply
            .header('Content-Type', 'text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="${analyticsExportFileName(type, now)}"`)
            .send(body);
        },
      );
    });
  };
}
