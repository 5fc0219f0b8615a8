import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from './client';

export const siteInfoQuery = queryOptions({
  queryKey: queryKeyOf('getSiteInfo'),
  queryFn: ({ signal }) => api.call('getSiteInfo', {}, { signal }),
  staleTime: 10 * 60_000,
});

export const useSiteInfo = () => useQuery(siteInfoQuery);
