import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrderRow } from '@putt/contract/orders';
import { api } from '../../../api/client';

// The key's first part is the operation's name: the application form refreshes the list by it.
const listKey = ['getMyOrders'] as const;
const detailKey = (SK: string) => ['getOrderProjectsContainsExamninees', SK] as const;

type ListPage = { Items: TOrderRow[]; page: number; hasNext: boolean };

/** One page of the member's own orders, searched by title; the page shown stays while the next loads. */
export function useMyOrders({ page, searchValue }: { page: number; searchValue: string }) {
  return useQuery({
    queryKey: [...listKey, page, searchValue],
    queryFn: ({ signal }) =>
      api.call('getMyOrders', { type: 'individual', page, searchKey: 'title', searchValue }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One of the member's orders with its projects and examinees (another member's answers as missing). */
export function useMyOrder(SK: string) {
  return useQuery({
    queryKey: detailKey(SK),
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
      queryClient.setQueriesData<ListPage>({ queryKey: listKey }, (list) =>
        list
          ? {
              ...list,
              Items: list.Items.map((row) => (row.SK === SK ? { ...row, status: 'canceled' } : row)),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: detailKey(SK) });
    },
  });
}
