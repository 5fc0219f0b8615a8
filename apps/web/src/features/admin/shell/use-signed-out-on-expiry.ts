import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { staffSessionQuery } from './use-staff-session';

/**
 * A staff session idles out after 30 minutes: the first call that meets "login required" marks the
 * staff signed out, and the layout sends them to the login page with the way back.
 */
export function useSignedOutOnExpiry() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const expired = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.AUTH_ERROR;
    const signOut = () => queryClient.setQueryData(staffSessionQuery.queryKey, { staff: null });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && expired(event.query.state.error)) signOut();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && expired(event.mutation?.state.error)) signOut();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
