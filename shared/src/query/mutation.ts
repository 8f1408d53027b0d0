import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

type ChangeOptions<TData, TVariables> = UseMutationOptions<TData, Error, TVariables> & {
  /** The keys whose data the change makes stale, in every remote: each is refetched where it is shown. */
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
      for (const queryKey of invalidates) void client.invalidateQueries({ queryKey });
      return onSuccess?.(...args);
    },
  });
}
