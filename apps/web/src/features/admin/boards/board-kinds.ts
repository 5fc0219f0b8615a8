import type { RouteKey } from '@putt/contract/routes';
import type { BoardType } from '@putt/contract/boards';

/** The boards as the back office's addresses name them (/Admin/Boards/:kind/:id). */
export const boardKinds = ['notice', 'press', 'faq'] as const;
export type BoardKind = (typeof boardKinds)[number];

export const typeOfKind: Record<BoardKind, BoardType> = { notice: 'NOTICE', press: 'PRESS', faq: 'QNA' };

/** The public content page of each board (packages/contract/src/routes.ts). */
export const publicContentRoute: Record<BoardKind, RouteKey> = {
  notice: 'noticeContent',
  press: 'pressContent',
  faq: 'qnaContent',
};

export function kindOf(value: string | undefined): BoardKind | undefined {
  return boardKinds.find((kind) => kind === value);
}

/** The id an edit address uses for a post not written yet. */
export const NEW_POST = 'new';
