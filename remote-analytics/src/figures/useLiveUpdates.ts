import { useEffect } from 'react';
import { ANALYTICS_UPDATES_POLL_MS } from '@moneta/shared';
import { useQueryClient } from '@moneta/shared/query';
import { analyticsApi, FIGURES_CHANGES } from '@moneta/shared/analytics';

/**
 * While a dashboard is open, asks /realtime/updates every minute whether the user's transactions or goals
 * changed elsewhere (another device; this browser's tabs tell each other at once) and refetches the figures
 * if they did. A hidden tab does not ask; a failed check is left to the next one.
 */
export function useLiveUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    let since: string | undefined;
    let stopped = false;
    const check = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const updates = await analyticsApi.updates(since);
        if (stopped) return;
        if (since && updates.changed) {
          for (const queryKey of FIGURES_CHANGES) void client.invalidateQueries({ queryKey });
        }
        since = updates.checkedAt;
      } catch {
        // The screens show their own failures; this check only keeps them fresh.
      }
    };
    void check();
    const timer = setInterval(() => void check(), ANALYTICS_UPDATES_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client]);
}
