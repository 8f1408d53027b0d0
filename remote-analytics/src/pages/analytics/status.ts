import type { ChartStatus } from '../../charts/ChartCard';

interface QueryState<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
}

/**
 * Where a section's figures stand: its answer (empty or not), else failed once a failed call is not being
 * asked again (Retry shows the loading state), else loading.
 */
export function statusOf<T>(query: QueryState<T>, isEmpty: (data: T) => boolean): ChartStatus {
  if (query.data !== undefined) return isEmpty(query.data) ? 'empty' : 'ready';
  if (query.isError && !query.isFetching) return 'failed';
  return 'loading';
}
