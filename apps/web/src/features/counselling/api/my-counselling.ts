import { useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/** The counselling sessions of the member's orders (an organisation's for its users and admins). */
export function useMyCounselling() {
  return useQuery({
    queryKey: queryKeyOf('getMyCounselling', {}),
    queryFn: ({ signal }) => api.call('getMyCounselling', {}, { signal }),
  });
}
