import { ErrorCode } from '@putt/contract/errors';
import { isInstrumentKey } from '@putt/contract/instruments';
import { sameName } from '@putt/contract/names';
import {
  CODE_USED,
  needsGuardianConsent,
  type TSurveyCodeAnswer,
  type TSurveyEntryAnswer,
  type ZSurveyCodeInput,
  type ZSurveyEntry,
} from '@putt/contract/survey-entry';
import type { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInToAttempt } from '../auth/examinee-session.js';
import type { Config } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { itemBanks } from '../db/schema/instruments.js';
import { entryCodes, examinees } from '../db/schema/orders.js';
import { AppError, notFound } from '../errors/app-error.js';
import { currentBank } from '../instruments/item-banks.js';
import { fromDateColumn, toDateColumn } from '../db/date-columns.js';
import { randomId } from '../security/random-id.js';
import {
  type EntryProject,
  entryCodeOf,
  failIdentity,
  projectOfKey,
  refuseGuesser,
  refuseHeld,
  requireOpen,
} from './entry-rules.js';
import { externalFormOf, externalUrlOf } from './external-form.js';

type CodeInput = z.output<typeof ZSurveyCodeInput>;
type EntryInput = z.output<typeof ZSurveyEntry>;

const codeUsed = () =>
  new AppError(CODE_USED, 'The code was used already', { authCode: 'survey:v.codeUsed' });

/** The code's live attempt: after a retest the code starts a new one (the retired one stays). */
const attemptOfCode = async (db: DbOrTx, entryCodeId: string) =>
  (
    await db
      .select()
      .from(attempts)
      .where(and(eq(attempts.entryCodeId, entryCodeId), isNull(attempts.retiredAt)))
      .limit(1)
  )[0];

const examineeBySk = async (db: DbOrTx, sk: string) =>
  (await db.select().from(examinees).where(eq(examinees.sk, sk)).limit(1))[0]!;

/**
 * The checks every entry starts with: the test of the key, an address that has not failed too
 * often, a test under way, and a code of this test (a wrong one is a counted failure) that is not
 * held. Failures are counted outside any transaction, so refusing the entry does not undo the count.
 */
async function openCode(db: Db, input: CodeInput, ip: string) {
  const found = await projectOfKey(db, input.SK);
  await refuseGuesser(db, found.project.sk, ip);
  requireOpen(found.project);
  const code = await entryCodeOf(db, found.project.sk, input.authCode, ip);
  refuseHeld(code);
  return { ...found, code, attempt: await attemptOfCode(db, code.id) };
}

/**
 * checkSurveyInfo: what the code opens. A used code answers 110 (spec-2 §7) unless the examinee
 * chose to continue; the student a class list named is offered to confirm, but never the examinee
 * of a used code: resuming asks who one is, and tells nobody.
 */
export async function checkSurveyCode(db: Db, input: CodeInput, ip: string): Promise<TSurveyCodeAnswer> {
  const { code, attempt } = await openCode(db, input, ip);
  if (attempt && !input.resume) throw codeUsed();
  const student = !attempt && code.examineeSk ? await examineeBySk(db, code.examineeSk) : undefined;
  return {
    num: student?.num ?? code.num,
    used: Boolean(attempt),
    student: student ? { name: student.name, gender: student.gender === 'f' ? 'f' : 'm' } : null,
  };
}

type Http = { request: FastifyRequest; reply: FastifyReply; config: Config };

/**
 * enterSurvey: signs this browser in to the code's attempt. A used code resumes its attempt for the
 * same examinee (name and birth date); a new one starts an attempt on the form's current bank, for
 * the registered student of the code (who confirms name and birth date) or for the examinee as
 * typed. Under 14, an organisation's test admits only with the guardians' consent on record. A
 * product run on an outside form (decision 020) records the entry the same way and answers where
 * to send the examinee instead of signing them in.
 */
export async function enterSurvey(db: Db, input: EntryInput, http: Http): Promise<TSurveyEntryAnswer> {
  const ip = http.request.ip;
  const entry = await openCode(db, input, ip);
  const { project, code, attempt } = entry;
  const form = await externalFormOf(db, project.type);
  const formUrl = () => (form ? externalUrlOf(form, entry, code, input) : null);
  if (attempt) {
    if (!input.resume) throw codeUsed();
    const examinee = await examineeBySk(db, attempt.examineeSk);
    if (!isSameExaminee(examinee, input)) {
      await failIdentity(db, code, ip, { name: 'survey:v.notTheExaminee' });
    }
    if (attempt.state === 'external') {
      // the product went back to our runner after this examinee left for its form: nothing to resume
      if (!form) throw notFound('The outside form of this test was removed');
      return { resumed: true, external_url: formUrl() };
    }
    await signInToAttempt(db, attempt.id, http.request, http.reply, http.config);
    return { resumed: true, external_url: null };
  }
  const registered = code.examineeSk ? await examineeBySk(db, code.examineeSk) : undefined;
  if (registered && !isSameExaminee(registered, input)) {
    await failIdentity(db, code, ip, { name: 'survey:v.notTheStudent' });
  }
  requireGuardianConsent(entry, input.dob);
  const bank = !form && isInstrumentKey(project.type) ? await currentBank(db, project.type) : undefined;
  if (!form && !bank) throw notFound('This test has no items');
  await db.transaction(async (tx) => {
    // one entry per code at a time: two devices entering with a fresh code at once make one attempt
    await tx.select({ id: entryCodes.id }).from(entryCodes).where(eq(entryCodes.id, code.id)).for('update');
    if (await attemptOfCode(tx, code.id)) throw codeUsed();
    const examineeSk = registered
      ? await updateEmail(tx, registered.sk, input.email)
      : await addExaminee(tx, project.sk, input);
    await tx.update(entryCodes).set({ examineeSk }).where(eq(entryCodes.id, code.id));
    if (bank) {
      await tx
        .update(itemBanks)
        .set({ firstUsedAt: new Date() })
        .where(and(eq(itemBanks.id, bank.id), isNull(itemBanks.firstUsedAt)));
    }
    const [started] = await tx
      .insert(attempts)
      .values({
        projectSk: project.sk,
        entryCodeId: code.id,
        examineeSk,
        bankId: bank?.id ?? null,
        state: form ? 'external' : 'answering',
        privacyAgreedAt: new Date(),
      })
      .returning({ id: attempts.id });
    if (!form) await signInToAttempt(tx, started!.id, http.request, http.reply, http.config);
  });
  return { resumed: false, external_url: formUrl() };
}

// an erased examinee (decision 041) has no birth date and matches no one
const isSameExaminee = (examinee: { name: string; dob: string | null }, input: EntryInput) =>
  examinee.dob !== null && sameName(examinee.name, input.name) && fromDateColumn(examinee.dob) === input.dob;

/**
 * PIPA art. 22-2: an organisation's examinee under 14 enters only a class whose guardians' consent
 * the organisation recorded. An individual's test was ordered by the member for the examinee they
 * named, who agreed to the order's privacy terms as the guardian (decision 019).
 */
function requireGuardianConsent({ project, orderType }: EntryProject, dob: string): void {
  if (orderType === 'organisation' && needsGuardianConsent(dob) && !project.consentRecordedAt) {
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'Guardian consent not recorded', {
      dob: 'survey:v.guardianConsent',
    });
  }
}

async function updateEmail(tx: DbOrTx, sk: string, email: string): Promise<string> {
  await tx.update(examinees).set({ email }).where(eq(examinees.sk, sk));
  return sk;
}

async function addExaminee(tx: DbOrTx, projectSk: string, input: EntryInput): Promise<string> {
  const sk = randomId();
  await tx.insert(examinees).values({
    sk,
    projectSk,
    num: input.num,
    name: input.name,
    gender: input.gender,
    dob: toDateColumn(input.dob),
    email: input.email,
  });
  return sk;
}
