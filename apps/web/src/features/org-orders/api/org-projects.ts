import type { Input } from '@putt/contract/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/** The order's classes (projects) with their examinees (another organisation's answers as missing). */
export function useOrderProjects(SK: string) {
  return useQuery({
    queryKey: queryKeyOf('getOrderProjectsContainsExamninees', { SK }),
    queryFn: ({ signal }) => api.call('getOrderProjectsContainsExamninees', { SK }, { signal }),
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
