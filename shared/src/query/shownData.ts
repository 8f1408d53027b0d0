import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * When the oldest data on screen was fetched (ms since the epoch), or null with none: what the offline note
 * says, as every query the screen shows is at least that fresh.
 */
export function useShownDataFetchedAt(): number | null {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  return useSyncExternalStore(subscribe, () => {
    let oldest: number | null = null;
    for (const query of client.getQueryCache().getAll()) {
      const fetchedAt = query.state.dataUpdatedAt;
      if (query.getObserversCount() === 0 || fetchedAt === 0) continue;
      oldest = oldest === null ? fetchedAt : Math.min(oldest, fetchedAt);
    }
    return oldest;
  });
}
