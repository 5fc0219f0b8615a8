import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from './client';

/**
 * The individual packages (product groups): shown on the price pages and bought on the application
 * form. They change only when staff edit prices: loaded once per visit (spec-1 §7 "cached").
 */
export const productGroupsQuery = queryOptions({
  queryKey: queryKeyOf('getProductGroups'),
  queryFn: ({ signal }) => api.call('getProductGroups', {}, { signal }),
  staleTime: Infinity,
});

export const useProductGroups = () => useQuery(productGroupsQuery);
