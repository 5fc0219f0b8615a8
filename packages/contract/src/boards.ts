import { z } from 'zod';
import { defineOperation } from './operation.js';

/** The three boards of spec-2 §3: QNA is the FAQ. */
export const boardTypes = ['QNA', 'NOTICE', 'PRESS'] as const;
export type BoardType = (typeof boardTypes)[number];

/** spec-2 §9: lists page by 10; the search text is at most 30 characters. */
export const BOARD_PAGE_SIZE = 10;
export const BOARD_SEARCH_MAX = 30;
/** spec-1 Home: the latest four of each board. */
export const HOME_BOARD_SIZE = 4;

/** Row number shown in a list (spec-2 §9): (page - 1) * 10 + index, counting from 1. */
export function boardRowNumber(page: number, index: number): number {
  return (page - 1) * BOARD_PAGE_SIZE + index + 1;
}

const zSK = z.string().trim().min(1, 'v.required').max(64);

/** A post as the lists show it. Bodies (answer, content) are HTML the server has sanitised. */
export const ZBoardRow = z.object({
  SK: z.string(),
  type: z.enum(boardTypes),
  title: z.string(),
  author: z.string(),
  /** epoch milliseconds */
  createdDate: z.number(),
  ip: z.string().optional(),
  /** FAQ only: the question and its answer (HTML), so a row expands without another call */
  question: z.string().optional(),
  answer: z.string().optional(),
  /** press only: the attached file, when there is one */
  attached_file_drive_id: z.string().optional(),
  attached_file_name: z.string().optional(),
});
export type TBoardRow = z.infer<typeof ZBoardRow>;

/** One post: the row plus, for notices and press, the id of its stored body. */
export const ZBoardPost = ZBoardRow.extend({ content_drive_id: z.string().optional() });
export type TBoardPost = z.infer<typeof ZBoardPost>;

export const ZBoardsInput = z.object({
  type: z.enum(boardTypes),
  /** 1-based */
  page: z.number().int().min(1).max(10_000).default(1),
  /** how many rows: 10 for the board pages, 4 for Home */
  size: z.union([z.literal(BOARD_PAGE_SIZE), z.literal(HOME_BOARD_SIZE)]).default(BOARD_PAGE_SIZE),
  /** the spec always searches by title */
  searchKey: z.literal('title').default('title'),
  searchValue: z.string().trim().max(BOARD_SEARCH_MAX, 'v.searchMax').default(''),
});

export const getBoards = defineOperation({
  tag: 'boards',
  summary: 'One page of a board, newest first, optionally searched by title',
  input: ZBoardsInput,
  output: z.object({ Items: z.array(ZBoardRow), page: z.number(), hasNext: z.boolean() }),
});

export const getBoard = defineOperation({
  tag: 'boards',
  summary: 'One post of a board',
  input: z.object({ boardType: z.enum(boardTypes), SK: zSK }),
  output: z.object({ Item: ZBoardPost }),
});

export const getBoardContent = defineOperation({
  tag: 'boards',
  summary: 'The stored body (sanitised HTML) of a notice or press post',
  input: z.object({ id: zSK }),
  output: z.object({ html: z.string() }),
});
