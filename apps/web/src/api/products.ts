import type { TProduct } from '@putt/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, queryKeyOf } from './client';

// The catalogue changes only when staff edit prices: loaded once per visit (spec-1 §7 "cached").
export const productsQuery = queryOptions({
  queryKey: queryKeyOf('getProducts'),
  queryFn: ({ signal }) => api.call('getProducts', {}, { signal }),
  staleTime: Infinity,
});

export const useProducts = () => useQuery(productsQuery);

/** A product's name in the page's language. */
export function useProductName(): (product: TProduct) => string {
  const { i18n } = useTranslation();
  return (product) => (i18n.language === 'en' ? product.nameEn : product.name);
}
