import type { TAnswer } from '@putt/contract/attempts';
import { ErrorCode } from '@putt/contract/errors';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { AppError } from '../../http/app-error.js';
import type { BankFacts } from './bank-facts.js';
import { lockAnswering } from './attempt-on-test.js';

type Save = { SK: string; device: string; answers: TAnswer[] };

/**
 * saveAnswers: every answer is one row per attempt and item. A save replaces a held answer when it
 * comes from another device (across devices the last received wins) or from the same device with
 * a later sequence number (a retried or reordered older save never undoes a newer answer); a replay
 * changes nothing. The attempt row is locked for the save, so a submit never races it, and its
 * `answered` count moves in the same statement as the answers.
 */
export async function saveAnswers(db: Db, attemptId: string, save: Save) {
  return db.transaction(async (tx) => {
    const { bank } = await lockAnswering(tx, attemptId, save.SK);
    const answers = latestPerItem(checked(save.answers, bank));
    const rows = sql.join(
      answers.map(
        (answer) =>
          sql`(${attemptId}::uuid, ${answer.item}, ${answer.value}::smallint, ${save.device}, ${answer.seq}::int, ${answer.ms}::int)`,
      ),
      sql`, `,
    );
    const result = await tx.execute(sql`
      with saved as (
        insert into answers (attempt_id, item, value, device, seq, ms)
        values ${rows}
        on conflict (attempt_id, item) do update
          set value = excluded.value, device = excluded.device, seq = excluded.seq, ms = excluded.ms,
              received_at = now()
          where answers.device <> excluded.device or answers.seq < excluded.seq
        returning (xmax = 0) as added
      )
      update attempts
        set answered = answered + (select count(*) from saved where added)::int, last_answered_at = now()
        where id = ${attemptId}
        returning answered`);
    const answered = Number(rowsOf<{ answered: number }>(result)[0]!.answered);
    return { answered, total: bank.content.items.length };
  });
}

/** Answers to items of the bank, on its response scale; any other is refused with its place. */
function checked(answers: TAnswer[], bank: BankFacts): TAnswer[] {
  const points = bank.content.response.points;
  answers.forEach((answer, index) => {
    if (!bank.itemIds.has(answer.item)) {
      throw new AppError(ErrorCode.INVALID_DATA, 'Unknown item', {
        [`answers.${index}.item`]: 'survey:v.unknownItem',
      });
    }
    if (answer.value < 1 || answer.value > points) {
      throw new AppError(ErrorCode.INVALID_DATA, 'Outside the scale', {
        [`answers.${index}.value`]: 'survey:v.outsideScale',
      });
    }
  });
  return answers;
}

/** One answer per item, the device's latest: one statement cannot write a row twice. */
function latestPerItem(answers: TAnswer[]): TAnswer[] {
  const latest = new Map<string, TAnswer>();
  for (const answer of answers) {
    const held = latest.get(answer.item);
    if (!held || held.seq < answer.seq) latest.set(answer.item, answer);
  }
  return [...latest.values()];
}
