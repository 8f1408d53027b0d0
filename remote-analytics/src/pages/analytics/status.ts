/** Where a card's figures stand. */
export type CardStatus = 'loading' | 'failed' | 'empty' | 'ready';

/** What a card reads of its query. */
export interface Answer<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
}

/**
 * Where a section's figures stand: its answer (empty or not), else failed once a failed call is not being
 * asked again (Retry shows the loading state), else loading.
 */
export function statusOf<T>(query: Answer<T>, isEmpty: (data: T) => boolean): CardStatus {
  if (query.data !== undefined) return isEmpty(query.data) ? 'empty' : 'ready';
  if (query.isError && !query.isFetching) return 'failed';
  return 'loading';
}
