import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

export const staffSessionQuery = queryOptions({
  queryKey: queryKeyOf('adminGetSession'),
  queryFn: ({ signal }) => api.call('adminGetSession', {}, { signal }),
  staleTime: 60_000,
});

/** The signed-in staff member (null when signed out); undefined while it is being asked. */
export function useStaffSession() {
  const query = useQuery(staffSessionQuery);
  return { staff: query.data?.staff, isPending: query.isPending, error: query.error, refetch: query.refetch };
}
