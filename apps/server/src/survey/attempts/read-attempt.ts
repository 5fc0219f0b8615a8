import { attemptStateOf, type TAttempt } from '@putt/contract/attempts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { answers } from '../../db/schema/attempts.js';
import { examinees } from '../../db/schema/orders.js';
import { attemptOnTest } from './attempt-on-test.js';
import { timeOf } from './attempt-time.js';

/**
 * getAttempt: what the runner needs to resume anywhere: the bank's items in both languages (the
 * examinee may switch), without scales or reverse keys, every answer held, and the clock.
 */
export async function readAttempt(db: Db, attemptId: string, surveyKey: string): Promise<TAttempt> {
  const { attempt, bank, projectStatus } = await attemptOnTest(db, attemptId, surveyKey);
  const [examinee] = await db
    .select({ name: examinees.name, num: examinees.num })
    .from(examinees)
    .where(eq(examinees.sk, attempt.examineeSk));
  const held = await db
    .select({ item: answers.item, value: answers.value })
    .from(answers)
    .where(eq(answers.attemptId, attempt.id));
  const { content } = bank;
  return {
    state: attemptStateOf(attempt.state),
    open: projectStatus === 'ing',
    examinee: examinee!,
    bank: {
      instrument: content.instrument,
      form: content.form,
      demo: content.demo,
      response: content.response,
      instructions: content.instructions,
    },
    items: content.items.map((item) => ({ id: item.id, text: item.text })),
    answers: held,
    time: timeOf(attempt, bank),
    submitted_at: attempt.submittedAt?.getTime() ?? null,
  };
}
