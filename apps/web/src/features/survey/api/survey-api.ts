import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import type { Input } from '@putt/contract/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/** A lost connection or a server error is tried again (twice); a refusal (4xx) is an answer. */
const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

/** The test behind the link: organisation, test, class, period and whether it admits examinees. */
export function useSurveyInfo(SK: string) {
  return useQuery({
    queryKey: queryKeyOf('getSurveyInfo', { SK }),
    queryFn: ({ signal }) => api.call('getSurveyInfo', { SK }, { signal }),
    retry: retryUnlessRefused,
  });
}

/**
 * This browser's attempt at the test, or null when it has none (it has not entered, or entered
 * another test): then the entry form shows.
 */
export function useAttempt(SK: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf('getAttempt', { SK }),
    queryFn: async ({ signal }) => {
      try {
        return (await api.call('getAttempt', { SK }, { signal })).Item;
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.AUTH_ERROR) return null;
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
