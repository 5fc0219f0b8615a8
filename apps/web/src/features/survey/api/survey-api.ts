import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import type { Input } from '@putt/contract/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';
import { keepInfo, keptAttempt, keptInfo } from '../offline/snapshots';

/** A lost connection or a server error is tried again (twice); a refusal (4xx) is an answer. */
const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

/** No connection at all (not a server's answer): what this device kept may stand in. */
const offline = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The test behind the link: organisation, test, class, period and whether it admits examinees.
 * Without a connection, the copy this device kept when it was last online (an offline reload).
 */
export function useSurveyInfo(SK: string) {
  return useQuery({
    queryKey: queryKeyOf('getSurveyInfo', { SK }),
    queryFn: async ({ signal }) => {
      try {
        const info = await api.call('getSurveyInfo', { SK }, { signal });
        void keepInfo(SK, info);
        return info;
      } catch (error) {
        const kept = offline(error) ? await keptInfo(SK) : undefined;
        if (kept) return kept;
        throw error;
      }
    },
    retry: retryUnlessRefused,
  });
}

/**
 * This browser's attempt at the test, or null when it has none (it has not entered, or entered
 * another test): then the entry form shows. Without a connection, the attempt as the runner last
 * kept it (offline/snapshots.ts).
 */
export function useAttempt(SK: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf('getAttempt', { SK }),
    queryFn: async ({ signal }) => {
      try {
        return (await api.call('getAttempt', { SK }, { signal })).Item;
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.AUTH_ERROR) return null;
        const kept = offline(error) ? await keptAttempt(SK) : undefined;
        if (kept) return kept;
        throw error;
      }
    },
    enabled,
    // the runner keeps its own state from here on: no refetch behind its back
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3,
  });
}

export function useCheckCode() {
  return useMutation({
    mutationFn: (input: Input<'checkSurveyInfo'>) => api.call('checkSurveyInfo', input),
  });
}

/** Enters the test; this browser then holds the attempt's cookie and the runner takes over. */
export function useEnterSurvey(SK: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'enterSurvey'>) => api.call('enterSurvey', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf('getAttempt', { SK }) }),
  });
}
