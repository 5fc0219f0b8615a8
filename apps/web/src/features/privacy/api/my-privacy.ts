import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

const key = queryKeyOf('getMyPrivacy', {});

/** The member's examinees, one per person, and their erasure requests. */
export function useMyPrivacy() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.call('getMyPrivacy', {}, { signal }) });
}

/** Asks to erase a person's data; the list shows the request at once. */
export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (SK: string) => api.call('requestMyExamineeErasure', { SK, confirm: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
