import type { Input } from '@putt/contract/operations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';
import { sessionQuery } from '../../../session/session';

export const memberInfoQuery = queryOptions({
  queryKey: queryKeyOf('getMemberInfo'),
  queryFn: ({ signal }) => api.call('getMemberInfo', {}, { signal }),
});

export const useMemberInfo = () => useQuery(memberInfoQuery);

type UpdateInput = Input<'updateMemberInfo'>;

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInput) => api.call('updateMemberInfo', input),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: memberInfoQuery.queryKey });
    },
  });
}

/** Both end every session of the member, this one too: the cache is dropped with it. */
function useEndsSession<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
    },
  });
}

export const useChangePassword = () =>
  useEndsSession((input: { old_password: string; new_password: string; new_password_confirm: string }) =>
    api.call('changeMemberPassword', input),
  );

export const useWithdraw = () => useEndsSession(() => api.call('withdrawUser', {}));
