import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { invalidateChanged } from './changes';

type ChangeOptions<TData, TVariables> = UseMutationOptions<TData, Error, TVariables> & {
  /**
   * The keys whose data the change makes stale, in every remote and the user's other tabs (a domain's list of
   * changes, in shared/src/domains): each is refetched where it is shown.
   */
  invalidates: readonly QueryKey[];
};

/**
 * A mutation that invalidates what it changes once it succeeds. The invalidation is not awaited, so the
 * screen closes its form and says "saved" as soon as the server answers while the lists refetch behind it.
 */
export function useChange<TData, TVariables = void>({
  invalidates,
  onSuccess,
  ...options
}: ChangeOptions<TData, TVariables>): UseMutationResult<TData, Error, TVariables> {
  const client = useQueryClient();
  return useMutation({
    ...options,
    onSuccess: (...args) => {
      invalidateChanged(client, invalidates);
      return onSuccess?.(...args);
    },
  });
}

/**
 * The change hook of one domain: useChange with what any change of that domain makes stale, so a screen names
 * the domain's hook, never the keys.
 */
export function changeOf(invalidates: readonly QueryKey[]) {
  return function useDomainChange<TData, TVariables = void>(
    options: UseMutationOptions<TData, Error, TVariables>,
  ): UseMutationResult<TData, Error, TVariables> {
    return useChange({ ...options, invalidates });
  };
}
