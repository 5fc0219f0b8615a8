import type { Page } from '@playwright/test';
import { call } from './api';

export type Attempt = {
  items: { id: string }[];
  answers: { item: string; value: number }[];
  time: { started_at: number | null; limit_minutes: number | null; now: number };
};

/** The survey key of a /Survey/{SK} path. */
export const keyOf = (path: string) => decodeURIComponent(path.split('/').pop()!);

/** The attempt as the examinee's session reads it. */
export const attemptOf = async (page: Page, path: string) =>
  (await call(page.request, 'getAttempt', { SK: keyOf(path) })).Item as Attempt;

/** The answers the server holds, by item in the bank's order. */
export async function storedAnswers(page: Page, path: string): Promise<(number | undefined)[]> {
  const { items, answers } = await attemptOf(page, path);
  const held = new Map(answers.map((answer) => [answer.item, answer.value]));
  return items.map((item) => held.get(item.id));
}
