import type { RouteKey } from '@putt/contract/routes';
import type { BoardType } from '@putt/contract/boards';

/** The route keys of each board's list and content pages (packages/contract/src/routes.ts). */
export const listRouteOf: Record<BoardType, RouteKey> = { QNA: 'qna', NOTICE: 'notice', PRESS: 'press' };
export const contentRouteOf: Record<BoardType, RouteKey> = {
  QNA: 'qnaContent',
  NOTICE: 'noticeContent',
  PRESS: 'pressContent',
};

const boardOfContentRoute: Partial<Record<RouteKey, BoardType>> = {
  qnaContent: 'QNA',
  noticeContent: 'NOTICE',
  pressContent: 'PRESS',
};

/** The board a content route shows (one page serves the three content routes). */
export function boardOfContent(routeKey: RouteKey | undefined): BoardType | undefined {
  return routeKey ? boardOfContentRoute[routeKey] : undefined;
}
