// The analytics screen's calls, one query each, keyed by the call's name and its
// period: answers are shared with every screen that asks the same, cached for 5 minutes, and dropped when a
// transaction or a goal changes (the query client's defaults for analyticsKeys).
import { useCallback, useSyncExternalStore } from 'react';
import { offlineSessionAtom, useSharedAtom, type DatePeriod, type FailureMessage } from '@moneta/shared';
import { useQueryClient } from '@moneta/shared/query';
import { analyticsFailure } from '@moneta/shared/ui';
import { FIGURES_CHANGES, useAnalytics } from '@moneta/shared/analytics';

export const useSpendingComparison = (period: DatePeriod) => useAnalytics('spendingComparison', period);

export const useSpendingTrends = (period: DatePeriod) => useAnalytics('spendingTrends', period);

export const useSpendingCategories = (period: DatePeriod) => useAnalytics('spendingCategories', period);

export const useSpendingTags = (period: DatePeriod) => useAnalytics('spendingTags', period);

export const useIncomeTrends = (period: DatePeriod) => useAnalytics('incomeTrends', period);

export const useSavingsTrends = (period: DatePeriod) => useAnalytics('savingsTrends', period);

/** Budget against spending per category over the whole months the period covers (or the 3-month average). */
export const useBudgetPerformance = (period: DatePeriod) => useAnalytics('budgetPerformance', period);

/** How many months Financial Trends forecasts: the current month and the two after it, whatever the period. */
export const TRENDS_FORECAST_MONTHS = 3;

/** The forecasts of Financial Trends' band: total expenses and income, one query each for every period. */
export const useSpendingForecast = () => useAnalytics('spendingForecast', TRENDS_FORECAST_MONTHS);

export const useIncomeProjections = () => useAnalytics('incomeProjections', TRENDS_FORECAST_MONTHS);

export const useBudgetRecommendations = (period: DatePeriod) => useAnalytics('budgetRecommendations', period);

export const useAnomalies = (period: DatePeriod) => useAnalytics('anomalies', period);

export const useFinancialHealth = (period: DatePeriod) => useAnalytics('financialHealth', period);

export const useGoalsProgress = () => useAnalytics('goalsProgress');

/** What a tab needs of each of its queries. */
interface TabQuery {
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface TabFailure {
  message: FailureMessage;
  values?: Record<string, string | number> | undefined;
  /** Asks again every call of the tab that failed. */
  retry: () => void;
}

/**
 * A tab's one failure banner: the first failed call's message, and
 * a Retry that asks again for every call that failed. Null while none has.
 */
export function tabFailure(queries: readonly TabQuery[]): TabFailure | null {
  // A call asked again (Retry, Refresh) drops its banner until it answers.
  const failed = queries.filter((query) => query.isError && !query.isFetching);
  const first = failed[0];
  if (!first) return null;
  const failure = analyticsFailure(first.error);
  const retry = () => {
    for (const query of failed) void query.refetch();
  };
  return { message: failure.message, values: failure.values, retry };
}

/** The screen's own calls: the analytics answers and the budgets' months. */
const SCREEN_KEYS: readonly string[] = FIGURES_CHANGES.map(([root]) => root);

/**
 * Whether a figure on show cannot come until the network does: offline, a call with no saved answer waits
 * (react-query pauses it), and started offline without a session's token, it waits for the token; either way
 * its loading state would last for ever.
 */
export function useUnavailableOffline(): boolean {
  const client = useQueryClient();
  const offlineSession = useSharedAtom(offlineSessionAtom);
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  return useSyncExternalStore(subscribe, () =>
    client
      .getQueryCache()
      .getAll()
      .some(
        (query) =>
          SCREEN_KEYS.includes(String(query.queryKey[0])) &&
          query.getObserversCount() > 0 &&
          query.state.status === 'pending' &&
          (query.state.fetchStatus === 'paused' || (offlineSession && query.state.fetchStatus === 'idle')),
      ),
  );
}
