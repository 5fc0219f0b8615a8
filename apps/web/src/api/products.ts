import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from './client';

// The catalogue changes only when staff edit prices: loaded once per visit (spec-1 §7 "cached").
export const productsQuery = queryOptions({
  queryKey: queryKeyOf('getProducts'),
  queryFn: ({ signal }) => api.call('getProducts', {}, { signal }),
  staleTime: Infinity,
});

export const useProducts = () => useQuery(productsQuery);
