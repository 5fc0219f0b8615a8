import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Output } from '@putt/contract/operations';
import { api, queryKeyOf } from '../../../api/client';

type ListPage = Output<'getMyOrders'>;

/** One page of the member's own orders, searched by title; the page shown stays while the next loads. */
export function useMyOrders({ page, searchValue }: { page: number; searchValue: string }) {
  const input = { type: 'individual', page, searchKey: 'title', searchValue } as const;
  return useQuery({
    queryKey: queryKeyOf('getMyOrders', input),
    queryFn: ({ signal }) => api.call('getMyOrders', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One of the member's orders with its projects and examinees (another member's answers as missing). */
export function useMyOrder(SK: string) {
  return useQuery({
    queryKey: queryKeyOf('getOrderProjectsContainsExamninees', { SK }),
    queryFn: ({ signal }) => api.call('getOrderProjectsContainsExamninees', { SK }, { signal }),
  });
}

/**
 * Cancels a pending order with the member's reason. The row turns canceled at once in every page
 * already loaded, then the list and the detail are fetched afresh.
 */
export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { SK: string; reason: string }) => api.call('cancelMyOrder', input),
    onSuccess: (_answer, { SK }) => {
      queryClient.setQueriesData<ListPage>({ queryKey: queryKeyOf('getMyOrders') }, (list) =>
        list
          ? {
              ...list,
              Items: list.Items.map((row) => (row.SK === SK ? { ...row, status: 'canceled' } : row)),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getMyOrders') });
      void queryClient.invalidateQueries({
        queryKey: queryKeyOf('getOrderProjectsContainsExamninees', { SK }),
      });
    },
  });
}
