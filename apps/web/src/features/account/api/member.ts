import type { Input } from '@putt/contract/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { memberInfoQuery } from '../../../api/member-info';
import { sessionQuery } from '../../../session/session';

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

/** Withdrawing ends every session of the member, this one too: the cache is dropped with it. */
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

export const useWithdraw = () => useEndsSession(() => api.call('withdrawUser', {}));
