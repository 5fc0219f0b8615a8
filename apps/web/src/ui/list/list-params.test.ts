import { BOARD_SEARCH_MAX, getBoards } from '@putt/contract/boards';
import { getMyOrders } from '@putt/contract/orders';
import { describe, expect, it } from 'vitest';
import { LIST_SEARCH_MAX, listSearch, listSearchFrom, parseListParams } from './list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('list params', () => {
  it('reads the page and the search text', () => {
    expect(parse('page=3&q=검사')).toEqual({ page: 3, q: '검사' });
    expect(parse('')).toEqual({ page: 1, q: '' });
  });

  it('falls back to page 1 for anything but a whole number from 1', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '2e3', '', '99999', '123456'])
      expect(parse(`page=${page}`).page, page).toBe(1);
    expect(parse('page=10000').page).toBe(10_000);
  });

  it('trims the search text and keeps at most 30 characters', () => {
    expect(parse('q=%20%20word%20').q).toBe('word');
    expect(parse(`q=${'가'.repeat(40)}`).q).toBe('가'.repeat(30));
  });

  it('writes the defaults as the bare address and round-trips the rest', () => {
    expect(listSearch({ page: 1, q: '' })).toBe('');
    expect(listSearch({ page: 2, q: '' })).toBe('?page=2');
    const search = listSearch({ page: 4, q: 'a&b 검사' });
    expect(parse(search.slice(1))).toEqual({ page: 4, q: 'a&b 검사' });
  });

  it('takes the list query back from router state, and nothing else', () => {
    expect(listSearchFrom({ listSearch: '?page=2' })).toBe('?page=2');
    for (const state of [null, undefined, 'x', {}, { listSearch: 5 }, { listSearch: '//evil' }])
      expect(listSearchFrom(state)).toBe('');
  });

  it('searches no longer than the lists of the contract allow', () => {
    expect(LIST_SEARCH_MAX).toBe(BOARD_SEARCH_MAX);
    const longest = 'a'.repeat(LIST_SEARCH_MAX);
    const accepts = (searchValue: string) => [
      getBoards.input.safeParse({ type: 'NOTICE', searchValue }).success,
      getMyOrders.input.safeParse({ searchValue }).success,
    ];
    expect(accepts(longest)).toEqual([true, true]);
    expect(accepts(`${longest}a`)).toEqual([false, false]);
  });
});
