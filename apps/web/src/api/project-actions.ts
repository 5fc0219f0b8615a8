import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from './client';

/** What a member may ask of one project. */
export type ProjectStep =
  | 'openOneProject'
  | 'closeOneProject'
  | 'resendProjectLinkMail'
  | 'requestProjectReportGeneration'
  | 'requestTeacherReportGeneration';

/**
 * Opens or closes a class, mails its link and codes again, or asks for its student or teacher reports; the order's
 * classes and lists are read again.
 */
export function useProjectAction(action: ProjectStep, orderSk: string) {
  const refresh = useRefreshOrder(orderSk);
  return useMutation({ mutationFn: (SK: string) => api.call(action, { SK }), onSettled: refresh });
}

/** Opens a place held after too many wrong names or birth dates (issue 43); the order is read again. */
export function useReleaseHeldPlace(orderSk: string) {
  const refresh = useRefreshOrder(orderSk);
  return useMutation({
    mutationFn: (place: { SK: string; num: number }) => api.call('releaseHeldPlace', place),
    onSettled: refresh,
  });
}

/**
 * Erases a closed class's pupils early (issue 44; its administrator only): the destruction job
 * does it in moments, and the order is read again.
 */
export function useEraseClassPupils(orderSk: string) {
  const refresh = useRefreshOrder(orderSk);
  return useMutation({
    mutationFn: (SK: string) => api.call('eraseClassPupils', { SK, confirm: true }),
    onSettled: refresh,
  });
}

function useRefreshOrder(orderSk: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({
      queryKey: queryKeyOf('getOrderProjectsContainsExamninees', { SK: orderSk }),
    });
    void queryClient.invalidateQueries({ queryKey: queryKeyOf('getMyOrders') });
  };
}
