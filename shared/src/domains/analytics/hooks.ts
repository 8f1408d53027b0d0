// The analytics' read hook for the screens: one query per call and what it is asked with, so every screen that
// asks the same shares one answer, cached for ANALYTICS_CACHE_MS and dropped when the data it is computed from
// changes (the other domains' change lists name analyticsKeys.all).
import { useQuery } from '@moneta/shared/query';
import { analyticsApi } from './api';
import { analyticsKeys } from './keys';

type Calls = typeof analyticsApi;
type Answer<Name extends keyof Calls> = Awaited<ReturnType<Calls[Name]>>;

/** The answer of the analytics call `name`, asked with `args`. */
export function useAnalytics<Name extends keyof Calls>(name: Name, ...args: Parameters<Calls[Name]>) {
  const call = analyticsApi[name] as (...args: Parameters<Calls[Name]>) => Promise<Answer<Name>>;
  return useQuery<Answer<Name>>({
    queryKey: analyticsKeys.call(name, ...args),
    queryFn: () => call(...args),
  });
}
