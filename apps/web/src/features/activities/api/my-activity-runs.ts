import { useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/** The Activity programme runs of the organisation's orders (for its users and admins). */
export function useMyActivityRuns() {
  return useQuery({
    queryKey: queryKeyOf('getMyActivityRuns', {}),
    queryFn: ({ signal }) => api.call('getMyActivityRuns', {}, { signal }),
  });
}
