import { useSearchParams } from 'react-router';
import { useHydrated } from '../use-hydrated';
import { firstPage, listSearch, parseListParams, type ListParams } from './list-params';

/**
 * The list's page and search text from the address, and the moves that change them (each one a
 * history entry, so back and forward walk through them).
 */
export function useListParams() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  // The server sends the prerendered list whatever the query: the render that takes that HTML over
  // must match it, so the address is read from the render after.
  const params = hydrated ? parseListParams(searchParams) : firstPage;
  const go = (next: ListParams) => setSearchParams(new URLSearchParams(listSearch(next)));
  return {
    ...params,
    setPage: (page: number) => go({ page, q: params.q }),
    /** a search always starts again from page 1 */
    search: (q: string) => go({ page: 1, q: q.trim() }),
  };
}
