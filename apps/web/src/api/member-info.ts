import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from './client';

/** The signed-in member's record with the organisation block (my page, the organisation's application). */
export const memberInfoQuery = queryOptions({
  queryKey: queryKeyOf('getMemberInfo'),
  queryFn: ({ signal }) => api.call('getMemberInfo', {}, { signal }),
});

export const useMemberInfo = () => useQuery(memberInfoQuery);
