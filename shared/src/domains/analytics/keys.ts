// The analytics' query keys. Analytics are only read: what makes them stale is a change of the data they are
// computed from, listed in those domains' changes.

/** Analytics answers, one key per call and its arguments; cached for ANALYTICS_CACHE_MS. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  call: (name: string, ...args: unknown[]) => ['analytics', name, ...args] as const,
};
