import { useSearchParams } from 'react-router';

/**
 * A back-office list's page, search and filters, kept in the address (`?page=2&status=pending`) so
 * reload, back and a shared link keep them. `defaults` names every filter and its empty value;
 * anything else in the address is ignored.
 */
export function useAdminFilters<F extends Record<string, string>>(defaults: F) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(
    Object.entries(defaults).map(([key, empty]) => [key, (searchParams.get(key) ?? empty).slice(0, 100)]),
  ) as F;
  const pageNumber = Number(searchParams.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;

  const go = (next: Partial<F>, nextPage: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filters, ...next })) if (value) params.set(key, value);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params);
  };
  return {
    filters,
    page,
    setPage: (nextPage: number) => go({}, nextPage),
    /** a changed filter starts again from page 1 */
    setFilters: (next: Partial<F>) => go(next, 1),
  };
}

/** A filter read from the address, or none ('') when it is not one of the values the list knows. */
export function filterValue<T extends string>(values: readonly T[], value: string): T | '' {
  return (values as readonly string[]).includes(value) ? (value as T) : '';
}
