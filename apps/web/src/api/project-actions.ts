import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from './client';

/**
 * Opens or closes a class, mails its link and codes again, or asks for its reports; the order's
 * classes and lists are read again.
 */
export function useProjectAction(
  action: 'openOneProject' | 'closeOneProject' | 'resendProjectLinkMail' | 'requestProjectReportGeneration',
  orderSk: string,
) {
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
