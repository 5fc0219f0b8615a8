import { keepPreviousData, useQuery } from '@tanstack/react-query';
// types only: the contract's schemas (zod) stay out of Home's first load, which shows the latest posts
import type { BoardType } from '@putt/contract/boards';
import { api, queryKeyOf } from '../../../api/client';

/** One page of a board list; the previous page stays on screen while the next one loads. */
export function useBoardPage({
  type,
  page,
  searchValue,
}: {
  type: BoardType;
  page: number;
  searchValue: string;
}) {
  const input = { type, page, searchValue };
  return useQuery({
    queryKey: queryKeyOf('getBoards', input),
    queryFn: ({ signal }) => api.call('getBoards', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Home's latest posts of a board: HOME_BOARD_SIZE of them (spec-1 Home; boards.test.tsx checks). */
export function useLatestPosts(type: BoardType) {
  const input = { type, page: 1, size: 4 } as const;
  return useQuery({
    queryKey: queryKeyOf('getBoards', input),
    queryFn: ({ signal }) => api.call('getBoards', input, { signal }),
  });
}

/** One post (its row; the FAQ's answer comes with it). */
export function useBoardPost(type: BoardType | undefined, SK: string) {
  const input = { boardType: type!, SK };
  return useQuery({
    queryKey: queryKeyOf('getBoard', input),
    queryFn: ({ signal }) => api.call('getBoard', input, { signal }),
    enabled: type !== undefined,
  });
}

/** The stored body of a notice or press post, once the post has named it. */
export function useBoardContent(id: string | undefined) {
  const input = { id: id! };
  return useQuery({
    queryKey: queryKeyOf('getBoardContent', input),
    queryFn: ({ signal }) => api.call('getBoardContent', input, { signal }),
    enabled: id !== undefined,
  });
}
