import { TIME_GRACE_MS, type AttemptState, type TAnswer } from '@putt/contract/attempts';
import { ErrorCode } from '@putt/contract/errors';
import { sql } from 'drizzle-orm';
import type { ExamineeAttempt } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { AppError } from '../../errors/app-error.js';
import { enterFirst, requireAnswering } from './attempt-on-test.js';
import { bankOf, type BankFacts } from '../../instruments/bank-facts.js';

type Save = { SK: string; device: string; answers: TAnswer[] };

/**
 * saveAnswers: every answer is one row per attempt and item. A save replaces a held answer when it
 * comes from another device (across devices the last received wins) or from the same device with
 * a later sequence number (a retried or reordered older save never undoes a newer answer); a replay
 * changes nothing.
 *
 * One statement does it all, the test day's hottest write: it locks the attempt row (so a submit
 * never races a save), checks that the attempt may still change (`requireAnswering`'s rules, in
 * SQL), writes the answers and moves the attempt's `answered` count, or writes nothing. As a
 * transaction of a lock, an upsert and their checks it took five round trips, half the throughput
 * of the same work on bare node-postgres (bench/api.mjs). When nothing was written, the attempt as
 * the statement saw it says why.
 */
export async function saveAnswers(db: Db, attempt: ExamineeAttempt, save: Save) {
  if (!attempt.bankId) throw enterFirst();
  const bank = await bankOf(db, attempt.bankId);
  const answers = latestPerItem(checked(save.answers, bank));
  const limit = bank.content.timeLimitMinutes;
  const now = new Date();
  const rows = sql.join(
    answers.map(
      (answer) =>
        sql`(${attempt.attemptId}::uuid, ${answer.item}, ${answer.value}::smallint, ${save.device}, ${answer.seq}::int, ${answer.ms}::int)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with target as (
      select attempts.id, attempts.state, attempts.items_started_at, attempts.extended_minutes,
        projects.status as project_status
      from attempts join projects on projects.sk = attempts.project_sk
      where attempts.id = ${attempt.attemptId} and projects.survey_key = ${save.SK}
      for update of attempts
    ),
    open as (
      select id from target
      where project_status = 'ing' and state <> 'submitted'
        and (${limit}::int is null or items_started_at is null
          or items_started_at + (${limit}::int + extended_minutes) * interval '1 minute'
            + ${TIME_GRACE_MS}::int * interval '1 millisecond' >= ${now.toISOString()}::timestamptz)
    ),
    saved as (
      insert into answers (attempt_id, item, value, device, seq, ms)
      select * from (values ${rows}) as given (attempt_id, item, value, device, seq, ms)
      where exists (select 1 from open)
      on conflict (attempt_id, item) do update
        set value = excluded.value, device = excluded.device, seq = excluded.seq, ms = excluded.ms,
            received_at = now()
        where answers.device <> excluded.device or answers.seq < excluded.seq
      returning (xmax = 0) as added
    ),
    counted as (
      update attempts
        set answered = answered + (select count(*) from saved where added)::int, last_answered_at = now(),
          -- an answer shows an item was: the clock starts here when startItems never came (offline)
          items_started_at = coalesce(items_started_at, now())
        where id = (select id from open)
        returning answered
    )
    select target.state, target.items_started_at, target.extended_minutes, target.project_status,
      (select answered from counted) as answered
    from target`);
  const [seen] = rowsOf<SeenAttempt>(result);
  if (!seen) throw enterFirst();
  if (seen.answered === null) {
    // the same rules in words: which one refused (the time check at the statement's own instant)
    requireAnswering(
      {
        attempt: {
          state: seen.state,
          itemsStartedAt: seen.items_started_at === null ? null : new Date(seen.items_started_at),
          extendedMinutes: Number(seen.extended_minutes),
        },
        projectStatus: seen.project_status,
        bank,
      },
      { timed: true, now: now.getTime() },
    );
    throw new Error('saveAnswers: the statement refused an attempt its rules let through');
  }
  return { answered: Number(seen.answered), total: bank.content.items.length };
}

type SeenAttempt = {
  state: AttemptState;
  items_started_at: string | Date | null;
  extended_minutes: number;
  project_status: string;
  answered: number | null;
};

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
