import { keepPreviousData, useQuery } from '@tanstack/react-query';
// types only: the contract's schemas (zod) stay out of Home's first load, which shows the latest posts
import type { BoardType } from '@putt/contract/boards';
import { api } from '../../../api/client';

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
  return useQuery({
    queryKey: ['getBoards', type, page, searchValue],
    queryFn: ({ signal }) => api.call('getBoards', { type, page, searchValue }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Home's latest posts of a board: HOME_BOARD_SIZE of them (spec-1 Home; boards.test.tsx checks). */
export function useLatestPosts(type: BoardType) {
  return useQuery({
    queryKey: ['getBoards', type, 'latest'],
    queryFn: ({ signal }) => api.call('getBoards', { type, page: 1, size: 4 }, { signal }),
  });
}

/** One post (its row; the FAQ's answer comes with it). */
export function useBoardPost(type: BoardType | undefined, SK: string) {
  return useQuery({
    queryKey: ['getBoard', type, SK],
    queryFn: ({ signal }) => api.call('getBoard', { boardType: type!, SK }, { signal }),
    enabled: type !== undefined,
  });
}

/** The stored body of a notice or press post, once the post has named it. */
export function useBoardContent(id: string | undefined) {
  return useQuery({
    queryKey: ['getBoardContent', id],
    queryFn: ({ signal }) => api.call('getBoardContent', { id: id! }, { signal }),
    enabled: id !== undefined,
  });
}
