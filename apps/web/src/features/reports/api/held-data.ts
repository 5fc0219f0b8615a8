import type { TReportDownload } from '@putt/contract/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/**
 * What is held about the pupil of a report key, once the name and birth date were given; a refusal
 * is not retried (each try counts toward the key's limit).
 */
export function useHeldData(details: TReportDownload | null) {
  return useQuery({
    queryKey: details ? queryKeyOf('getHeldData', details) : queryKeyOf('getHeldData'),
    queryFn: ({ signal }) => api.call('getHeldData', details!, { signal }),
    enabled: details !== null,
    retry: false,
  });
}

/** Sends the pupil's or parent's request to erase to the company; the panel shows it waiting. */
export function useAskErasure(details: TReportDownload) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asked: { email: string; message: string }) =>
      api.call('askErasureByReportKey', { ...details, ...asked, confirm: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf('getHeldData', details) }),
  });
}
