// /api/analytics/chart/:chartType, POST /custom and POST /batch: registered inside analytics'
// signed-in scope. Routes parse, call the analytics domain and answer.
import { analyticsEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  batchRequestSchema,
  batchResultSchema,
  chartDataSchema,
  customQueryResultSchema,
  customQuerySchema,
  type BatchResult,
  type ChartData,
  type CustomQueryResult,
} from '@moneta/shared/contract';
import { runBatch } from '../analytics/batch';
import { chartData, parseChartType } from '../analytics/charts';
import { customQuery } from '../analytics/custom';
import type { KeptAnswers } from '../analytics/keptAnswers';
import { parsePeriod, periodQuerySchema } from '../analytics/period';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { todayIn } from '../http/timeZone';
import type { ZodTypeProvider } from '../http/schemas';

export function registerQueryAnalytics(scope: FastifyInstance, ctx: AppContext, kept: KeptAnswers): void {
  const { db } = ctx;
  const signedIn = scope.withTypeProvider<ZodTypeProvider>();

  route(
    signedIn,
    analyticsEndpoints.chart,
    { schema: { querystring: periodQuerySchema, response: answers(chartDataSchema) } },
    async (request) => {
      const chartType = parseChartType(request.params);
      const period = parsePeriod(request.query, todayIn(request));
      return ok<ChartData>(
        await kept(request, ['transactions'], () => chartData(db, authOf(request).userId, chartType, period)),
      );
    },
  );

  route(
    signedIn,
    analyticsEndpoints.custom,
    { schema: { body: customQuerySchema, response: answers(customQueryResultSchema) } },
    async (request) => {
      const query = request.body;
      const { startDate, endDate } = query;
      const period = parsePeriod({ startDate, endDate }, todayIn(request));
      const answer = kept(
        request,
        ['transactions'],
        () => customQuery(db, authOf(request).userId, query, period),
        `/custom|${JSON.stringify(query)}|${period.startDate}|${period.endDate}`,
      );
      return ok<CustomQueryResult>(await answer);
    },
  );

  // The calls run under the scope's prefix (/api/analytics), as their paths name them.
  const { prefix } = signedIn;
  route(
    signedIn,
    analyticsEndpoints.batch,
    { schema: { body: batchRequestSchema, response: answers(batchResultSchema) } },
    async (request) => {
      return ok<BatchResult>(await runBatch(request, prefix, request.body));
    },
  );
}
