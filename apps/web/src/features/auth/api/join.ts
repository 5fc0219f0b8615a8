import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const useExistMember = () =>
  useMutation({ mutationFn: (uid: string) => api.call('existMember', { uid, type: 'custom' }) });

/** Called only from the form, which step 1's consent guards. */
export const useJoin = () =>
  useMutation({
    mutationFn: (joinData: { uid: string; password: string; name?: string; email: string }) =>
      api.call('joinUser', {
        joinType: 'custom',
        joinData: { ...joinData, type: 'custom' },
        agreeTerms: true,
      }),
  });
