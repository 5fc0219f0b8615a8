import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/** Opens or closes a class; the order's classes and lists are read again. */
export function useProjectAction(action: 'openOneProject' | 'closeOneProject', orderSk: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (SK: string) => api.call(action, { SK }),
    onSettled: () => {
      void queryClient.invalidateQueries({
        queryKey: queryKeyOf('getOrderProjectsContainsExamninees', { SK: orderSk }),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getMyOrders') });
    },
  });
}
