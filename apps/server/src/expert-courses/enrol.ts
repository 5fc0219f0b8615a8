import { langOf } from '@putt/contract/lang';
import { ErrorCode } from '@putt/contract/errors';
import {
  closedEnrolmentStatuses,
  coursePrerequisites,
  certificateOfCourse,
  type CertificateKind,
  type ExpertCourseKey,
  type TEnrolmentRequest,
  type ZEnrolmentRequest,
} from '@putt/contract/expert-courses';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../auth/actor.js';
import type { Config } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import { certificates, courseEnrolments } from '../db/schema/expert-courses.js';
import { claimAttachment } from '../files/claim-attachment.js';
import { AppError, notFound } from '../errors/app-error.js';
import { writeMail } from '../mail/outbox.js';
import { courseEnrolmentMail } from '../mail/templates/course-enrolment.js';
import { readPublicSettings } from '../site/site-info.js';
import { cohortStatusOf } from './cohort-status.js';
import { coursePrices } from './course-facts.js';
import { cohortLabel } from './course-names.js';
import { seatsHeld } from './seats.js';
import { lockedCohort } from './locked-cohort.js';

type Input = z.output<typeof ZEnrolmentRequest>;

const refuse = (field: keyof TEnrolmentRequest, key: string) =>
  new AppError(ErrorCode.INVALID_DATA, 'Enrolment refused', { [field]: `expert:v.${key}` });

/**
 * A member's enrolment for a seat (issue 25): the cohort open and not full (its row is locked,
 * so the last seat goes once), not applied for already, the course not completed already, and the
 * prerequisites of spec-1 §9 met as declared: the years (or a doctorate), the earlier course's
 * certificate (found on this site, or its number typed) and evidence uploaded for staff to read.
 * The seat is held at the catalogue's price until staff confirm the deposit and the evidence.
 * Answers the enrolment and its mail's outbox row.
 */
export async function enrolInCourse(
  db: Db,
  actor: Actor & { memberId: string },
  uploader: string | undefined,
  input: Input,
  site: Pick<Config, 'publicOrigin' | 'env'>,
): Promise<{ id: string; outboxId: string }> {
  return db.transaction(async (tx) => {
    const cohort = await lockedCohort(tx, input.cohortId);
    const course = cohort.course as ExpertCourseKey;
    if (cohortStatusOf(cohort) !== 'open') throw refuse('cohortId', 'cohortClosed');
    if ((await seatsHeld(tx, cohort.id)) >= cohort.seats) throw refuse('cohortId', 'cohortFull');

    const [live] = await tx
      .select({ id: courseEnrolments.id })
      .from(courseEnrolments)
      .where(
        and(
          eq(courseEnrolments.cohortId, cohort.id),
          eq(courseEnrolments.memberId, actor.memberId),
          notInArray(courseEnrolments.status, [...closedEnrolmentStatuses]),
        ),
      );
    if (live) throw refuse('cohortId', 'alreadyEnrolled');
    if (await validCertificate(tx, actor.memberId, certificateOfCourse[course])) {
      throw refuse('cohortId', 'alreadyCompleted');
    }

    const needs = coursePrerequisites[course];
    let onFile: string | null = null;
    if (needs) {
      if (input.careerYears < needs.years && !(needs.doctorate && input.doctorate)) {
        throw refuse('careerYears', course === 'top' ? 'experienceTop' : 'experienceAdvanced');
      }
      onFile = await validCertificate(tx, actor.memberId, needs.certificate);
      if (!onFile && !input.priorCertificate) throw refuse('priorCertificate', 'priorRequired');
      if (!input.evidenceFileId) throw refuse('evidenceFileId', 'evidenceRequired');
    }
    const evidence = input.evidenceFileId
      ? await claimAttachment(tx, input.evidenceFileId, actor, uploader, 'evidenceFileId')
      : null;

    const [member] = await tx.select().from(members).where(eq(members.id, actor.memberId));
    if (!member) throw notFound('No such member');
    const price = (await coursePrices(tx))[course];
    const [enrolment] = await tx
      .insert(courseEnrolments)
      .values({
        cohortId: cohort.id,
        memberId: member.id,
        name: input.name,
        email: member.email,
        phone: input.phone,
        careerYears: input.careerYears,
        doctorate: input.doctorate,
        career: input.career,
        priorCertificate: input.priorCertificate,
        certificateOnFile: onFile,
        evidenceFileId: evidence?.id ?? null,
        price,
        depositName: input.payment_method.deposit_name,
        depositDate: input.payment_method.bank_date,
      })
      .returning({ id: courseEnrolments.id });
    const lang = langOf(member.lang);
    const outboxId = await writeMail(
      tx,
      member.email,
      courseEnrolmentMail(lang, {
        name: input.name,
        cohort: cohortLabel(lang, course, cohort.name),
        price,
        depositName: input.payment_method.deposit_name,
        bankAccount: (await readPublicSettings(tx, site.env)).bankAccount,
        link: `${site.publicOrigin}/Mypage/Expert`,
      }),
    );
    return { id: enrolment!.id, outboxId };
  });
}

/** The number of a valid certificate of `kind` the member holds, if any. */
export async function validCertificate(
  db: DbOrTx,
  memberId: string,
  kind: CertificateKind,
): Promise<string | null> {
  const [found] = await db
    .select({ number: certificates.number })
    .from(certificates)
    .where(
      and(eq(certificates.memberId, memberId), eq(certificates.kind, kind), isNull(certificates.revokedAt)),
    )
    .limit(1);
  return found?.number ?? null;
}
