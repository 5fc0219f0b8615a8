import type { Input } from '@putt/contract/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/** While a class is under way its examinees' progress is read again this often (live state). */
export const LIVE_REFRESH_MS = 20_000;

/**
 * The order's classes (projects) with their examinees (another organisation's answers as missing);
 * `live` reads them again every 20 s while one of the classes is under way.
 */
export function useOrderProjects(SK: string, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeyOf('getOrderProjectsContainsExamninees', { SK }),
    queryFn: ({ signal }) => api.call('getOrderProjectsContainsExamninees', { SK }, { signal }),
    refetchInterval: (query) =>
      live && query.state.data?.Item.projects.some((project) => project.status === 'ing')
        ? LIVE_REFRESH_MS
        : false,
  });
}

/** Saves the classes (temporary save or complete); the order's lists and classes change with it. */
export function useRegisterClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'changeOrderStatus'>) => api.call('changeOrderStatus', input),
    onSuccess: (_answer, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getMyOrders') });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getOrder', { SK: input.data.SK }) });
      void queryClient.invalidateQueries({
        queryKey: queryKeyOf('getOrderProjectsContainsExamninees', { SK: input.data.SK }),
      });
    },
  });
}
