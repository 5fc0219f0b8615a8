import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';
import type { OrgApplication } from '../components/application-values';

/** Sends the application; the organisation's lists change with it. */
export function useRequestQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: OrgApplication) => api.call('requestOrgQuotation', application),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeyOf('getMyOrders') }),
  });
}
