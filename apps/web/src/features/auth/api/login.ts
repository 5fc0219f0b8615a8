import type { TLoginInput } from '@putt/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { sessionQuery } from '../../../session/session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLoginInput) => api.call('loginUser', input),
    // passwordChangeRequired opens no session (NewPasswordDialog logs in again with a new password)
    onSuccess: (result) => {
      if ('Item' in result) queryClient.setQueryData(sessionQuery.queryKey, result.Item);
    },
  });
}

export function usePasswordReset() {
  return useMutation({
    mutationFn: (uid: string) => api.call('requestPasswordReset', { uid, type: 'custom' }),
  });
}
