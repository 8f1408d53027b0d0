// /api/analytics projections, forecasts, anomalies and cash flow: registered inside analytics'
// signed-in scope. "Today" and months are the person's, from the timezone header; routes parse, call the
// domain and answer.
import { analyticsEndpoints, type Endpoint } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  anomaliesSchema,
  cashFlowSchema,
  categoryForecastSchema,
  forecastQuerySchema,
  forecastSchema,
  goalProjectionsSchema,
  type Anomalies,
  type CashFlow,
  type CategoryForecast,
  type GoalProjections,
  type Projection,
} from '@moneta/shared/contract';
import { transactionAnomalies } from '../analytics/anomalies';
import { cashFlow } from '../analytics/cashFlow';
import type { KeptAnswers } from '../analytics/keptAnswers';
import { parsePeriod, periodQuerySchema } from '../analytics/period';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { goalProjections } from '../forecasts/goals';
import {
  incomeForecast,
  incomeProjection,
  savingsProjection,
  spendingForecast,
} from '../forecasts/projections';
import { answers, ok } from '../http/envelope';
import { timeZoneOf, todayIn } from '../http/timeZone';
import type { ZodTypeProvider } from '../http/schemas';

/** The calls that forecast `months` months from the person's `today`, and the schema of their answer. */
interface MonthlyForecast {
  /** The call it answers, from the analytics table. */
  call: Endpoint;
  forecast: (db: Db, userId: string, today: string, months: number) => Promise<Projection | CategoryForecast>;
  answer: typeof forecastSchema | typeof categoryForecastSchema;
}

const FORECASTS: MonthlyForecast[] = [
  { call: analyticsEndpoints.incomeProjections, forecast: incomeProjection, answer: forecastSchema },
  { call: analyticsEndpoints.savingsProjections, forecast: savingsProjection, answer: forecastSchema },
  { call: analyticsEndpoints.spendingForecast, forecast: spendingForecast, answer: categoryForecastSchema },
  { call: analyticsEndpoints.incomeForecast, forecast: incomeForecast, answer: categoryForecastSchema },
];

export function registerForecastAnalytics(scope: FastifyInstance, ctx: AppContext, kept: KeptAnswers): void {
  const { db } = ctx;
  const signedIn = scope.withTypeProvider<ZodTypeProvider>();

  for (const { call, forecast, answer } of FORECASTS) {
    const schema = { querystring: forecastQuerySchema, response: answers(answer) };
    route(signedIn, call, { schema }, async (request) => {
      const { months } = request.query;
      return ok(
        await kept(request, ['transactions'], () =>
          forecast(db, authOf(request).userId, todayIn(request), months),
        ),
      );
    });
  }

  route(
    signedIn,
    analyticsEndpoints.goalsProjections,
    { schema: { response: answers(goalProjectionsSchema) } },
    async (request) => {
      const timeZone = timeZoneOf(request.headers.timezone);
      return ok<GoalProjections>(
        await kept(request, ['goals'], () => goalProjections(db, authOf(request).userId, timeZone)),
      );
    },
  );

  route(
    signedIn,
    analyticsEndpoints.anomalies,
    { schema: { querystring: periodQuerySchema, response: answers(anomaliesSchema) } },
    async (request) => {
      const period = parsePeriod(request.query, todayIn(request));
      return ok<Anomalies>(
        await kept(request, ['transactions'], () => transactionAnomalies(db, authOf(request).userId, period)),
      );
    },
  );

  route(
    signedIn,
    analyticsEndpoints.cashFlow,
    { schema: { querystring: periodQuerySchema, response: answers(cashFlowSchema) } },
    async (request) => {
      const period = parsePeriod(request.query, todayIn(request));
      return ok<CashFlow>(
        await kept(request, ['transactions'], () => cashFlow(db, authOf(request).userId, period)),
      );
    },
  );
}
