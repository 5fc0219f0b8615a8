import type { TEnrolmentRequest } from '@putt/contract/expert-courses';
import type { Input } from '@putt/contract/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/** The cohorts taking enrolments, with their seats left. */
export function useExpertCohorts() {
  return useQuery({
    queryKey: queryKeyOf('getExpertCohorts', {}),
    queryFn: ({ signal }) => api.call('getExpertCohorts', {}, { signal }),
  });
}

/** The member's course enrolments: status, attendance, exams and the certificate. */
export function useMyExpertCourses() {
  return useQuery({
    queryKey: queryKeyOf('getMyExpertCourses', {}),
    queryFn: ({ signal }) => api.call('getMyExpertCourses', {}, { signal }),
  });
}

/** Applies for a seat; the seats left and the member's enrolments change with it. */
export function useEnrolInExpertCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrolment: TEnrolmentRequest) => api.call('enrolInExpertCourse', enrolment),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getExpertCohorts') });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getMyExpertCourses') });
    },
  });
}

/**
 * Withdraws an undecided enrolment: the seat is freed, so the cohorts' seats change too; a
 * refusal (staff decided it meanwhile) refreshes the list as well, which then shows the decision.
 */
export function useCancelExpertEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call('cancelExpertEnrolment', { id }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getExpertCohorts') });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getMyExpertCourses') });
    },
  });
}

/** Anyone checks a certificate by its number and its holder's name. */
export function useVerifyCertificate() {
  return useMutation({
    mutationFn: (input: Input<'verifyCertificate'>) => api.call('verifyCertificate', input),
  });
}
