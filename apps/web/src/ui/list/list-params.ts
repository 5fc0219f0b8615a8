/** A list's place, kept in the address (`?page=2&q=word`) so back, forward and reload keep it. */
export type ListParams = { page: number; q: string };

export const firstPage: ListParams = { page: 1, q: '' };

/**
 * The longest title search the lists take: the contract's getBoards (BOARD_SEARCH_MAX) and
 * getMyOrders both refuse more (list-params.test.ts holds them to it).
 */
export const LIST_SEARCH_MAX = 30;

// The contract's upper bound of `page`: a larger number would be refused, not shown as empty.
const MAX_PAGE = 10_000;

/** Reads the address's query; anything invalid falls back to page 1 and no search. */
export function parseListParams(search: URLSearchParams): ListParams {
  const rawPage = search.get('page') ?? '';
  const page = /^\d{1,5}$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    q: (search.get('q') ?? '').trim().slice(0, LIST_SEARCH_MAX),
  };
}

/** The query for a place, leaving out the defaults so page 1 is the bare list address. */
export function listSearch({ page, q }: ListParams): string {
  const search = new URLSearchParams();
  if (page > 1) search.set('page', String(page));
  if (q) search.set('q', q);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A list's query travels to the item it opens (router state), so the item's back link returns to
 * the same page and search; an item opened from elsewhere goes back to the bare list.
 */
export type FromList = { listSearch: string };

export function listSearchFrom(state: unknown): string {
  const search = (state as Partial<FromList> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
