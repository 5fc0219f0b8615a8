import type { Input } from '@putt/contract/operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/** One page of the caller's organisation users, with the organisation; the page shown stays while the next loads. */
export function useOrgUsers({ page }: { page: number }) {
  const input = { page };
  return useQuery({
    queryKey: queryKeyOf('getOrgMembers', input),
    queryFn: ({ signal }) => api.call('getOrgMembers', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One user of the organisation by login id (another organisation's answers as missing). */
export function useOrgUser(SK: string) {
  return useQuery({
    queryKey: queryKeyOf('getOrgMember', { SK }),
    queryFn: ({ signal }) => api.call('getOrgMember', { SK }, { signal }),
  });
}

/** The list and every detail are asked afresh after a user is added or deleted. */
function useRefreshesUsers<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getOrgMembers') });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getOrgMember') });
    },
  });
}

export const useAddOrgUser = () =>
  useRefreshesUsers((input: Input<'addOrgUserMember'>) => api.call('addOrgUserMember', input));

export const useDeleteOrgUser = () =>
  useRefreshesUsers((input: Input<'deleteOrgUserMember'>) => api.call('deleteOrgUserMember', input));
