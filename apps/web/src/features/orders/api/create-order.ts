import type { TPersonalOrder } from '@putt/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';
import { myExamineesQuery } from './my-examinees';

/** Sends the application; the member's orders and stored examinees change with it. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: TPersonalOrder) => api.call('createOrder', order),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getMyOrders') });
      void queryClient.invalidateQueries({ queryKey: myExamineesQuery.queryKey });
    },
  });
}
