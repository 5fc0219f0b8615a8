import type { Input } from '@putt/contract/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { sessionQuery } from './session';

/** Changes the signed-in member's own password; every session ends with it, this one too. */
export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'changeMemberPassword'>) => api.call('changeMemberPassword', input),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
    },
  });
}
