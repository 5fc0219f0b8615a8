import type { Input, OperationName, Output } from '@putt/contract/operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/**
 * A back-office read: keyed by the operation's name and input, so a mutation refreshes every page
 * of a list by naming the operation. The page shown stays while the next one loads.
 */
export function useAdminQuery<N extends OperationName>(
  name: N,
  input: Input<N>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: queryKeyOf(name, input),
    queryFn: ({ signal }) => api.call(name, input, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** A back-office change; on success the reads it names are fetched again. */
export function useAdminMutation<N extends OperationName>(name: N, refresh: readonly OperationName[] = []) {
  const queryClient = useQueryClient();
  return useMutation<Output<N>, Error, Input<N>>({
    mutationFn: (input) => api.call(name, input),
    onSuccess: async () => {
      await Promise.all(
        [...refresh, 'adminGetDashboard' as const].map((key) =>
          queryClient.invalidateQueries({ queryKey: queryKeyOf(key) }),
        ),
      );
    },
  });
}
