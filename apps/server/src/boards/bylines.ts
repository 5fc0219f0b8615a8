import type { BoardType } from '@putt/contract/boards';

/** The byline readers see on a post: the company's desk, never a staff member's name or login. */
export const bylines: Record<BoardType, string> = { QNA: '관리자', NOTICE: '관리자', PRESS: '홍보팀' };
