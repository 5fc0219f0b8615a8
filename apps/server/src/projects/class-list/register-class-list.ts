import type { TClassListAnswer, TClassStudent } from '@putt/contract/class-lists';
import { ErrorCode } from '@putt/contract/errors';
import { STEP_REFUSED } from '@putt/contract/lifecycle';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Db, Tx } from '../../db/client.js';
import { entryCodes, examinees } from '../../db/schema/orders.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { toDateColumn } from '../../db/date-columns.js';
import { randomId } from '../../security/random-id.js';
import { newAuthCodes } from '../auth-codes.js';
import { lockProjectOf } from '../move-project.js';
import { parseInThread } from '../../files/parse-pool.js';

type ClassListFile = { name: string; base64: string };

/**
 * The organisation's class that may take a list, locked: its students are registered before the
 * test starts (pending, or ready with its codes already given out). Another organisation's class,
 * or an individual's project, answers like a missing one.
 */
async function listableClass(tx: Tx, actor: Actor, sk: string) {
  const row = await lockProjectOf(tx, actor, sk);
  if (row.order.type !== 'organisation') throw notFound('Class not found');
  if (row.project.status !== 'pending' && row.project.status !== 'ready') {
    throw new AppError(ErrorCode.INVALID_DATA, `A class that is ${row.project.status} takes no list`, {
      SK: STEP_REFUSED,
    });
  }
  return row.project;
}

/** The file read, and held against the class's student count (a list names no more students). */
function checked(answer: TClassListAnswer, studentCount: number | null): TClassListAnswer {
  if (answer.ok && answer.students.length > (studentCount ?? 0)) {
    return {
      ok: false,
      problems: [{ row: null, column: null, key: 'org-orders:v.classListMoreThanCount' }],
    };
  }
  return answer;
}

/**
 * The file read on a parse thread (issue 43: a hostile workbook read on the event loop held every
 * answer save); a file the threads could not read says why, as the reader's own problems do.
 */
async function read(file: ClassListFile): Promise<TClassListAnswer> {
  const answer = await parseInThread('classList', {
    name: file.name,
    bytes: Buffer.from(file.base64, 'base64'),
  });
  if (typeof answer !== 'string') return answer;
  const key = { busy: 'classListBusy', tooSlow: 'classListTooSlow', tooLarge: 'classListTooLarge' }[answer];
  return { ok: false, problems: [{ row: null, column: null, key: `org-orders:v.${key}` }] };
}

/** previewClassList: the file's students or its problems; nothing is saved. */
export async function previewClassList(
  db: Db,
  actor: Actor,
  sk: string,
  file: ClassListFile,
): Promise<TClassListAnswer> {
  const project = await db.transaction((tx) => listableClass(tx, actor, sk));
  return checked(await read(file), project.studentCount);
}

/**
 * registerClassList: a valid list replaces the class's students in one transaction; an opened
 * class keeps its codes (they may be printed already), each student takes the code of their number,
 * and a number without one gets a new code.
 */
export async function registerClassList(
  db: Db,
  actor: Actor,
  sk: string,
  file: ClassListFile,
): Promise<TClassListAnswer> {
  const answer = await read(file);
  if (!answer.ok) return answer;
  return db.transaction(async (tx) => {
    const project = await listableClass(tx, actor, sk);
    const result = checked(answer, project.studentCount);
    if (!result.ok) return result;
    await tx.update(entryCodes).set({ examineeSk: null }).where(eq(entryCodes.projectSk, sk));
    await tx.delete(examinees).where(eq(examinees.projectSk, sk));
    const rows = result.students.map((student) => ({ ...examineeRow(student), projectSk: sk }));
    await tx.insert(examinees).values(rows);
    if (project.status === 'ready') await matchCodes(tx, sk, rows);
    return result;
  });
}

const examineeRow = (student: TClassStudent) => ({
  sk: randomId(),
  num: student.num,
  name: student.name,
  gender: student.gender,
  dob: toDateColumn(student.dob),
});

/** Gives each registered student of an opened class the code of their number (a new one if none). */
async function matchCodes(tx: Tx, sk: string, students: { sk: string; num: number }[]): Promise<void> {
  const codes = await tx.select().from(entryCodes).where(eq(entryCodes.projectSk, sk));
  const byNum = new Map(codes.map((code) => [code.num, code]));
  const missing = students.filter((student) => !byNum.has(student.num));
  const fresh = newAuthCodes(missing.length, new Set(codes.map((code) => code.code)));
  if (missing.length) {
    await tx.insert(entryCodes).values(
      missing.map((student, index) => ({
        projectSk: sk,
        num: student.num,
        code: fresh[index]!,
        examineeSk: student.sk,
      })),
    );
  }
  for (const student of students) {
    const code = byNum.get(student.num);
    if (code) await tx.update(entryCodes).set({ examineeSk: student.sk }).where(eq(entryCodes.id, code.id));
  }
}
