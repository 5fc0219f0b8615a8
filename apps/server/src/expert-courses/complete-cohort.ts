import { formatYmd, seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import {
  certificateOfCourse,
  COMPLETION_ATTENDANCE,
  courseExams,
  EXAM_PASS_MARK,
  type EnrolmentStatus,
  type ExpertCourseKey,
} from '@putt/contract/expert-courses';
import { and, eq, inArray } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { files } from '../db/schema/files.js';
import { members } from '../db/schema/accounts.js';
import { certificates, courseCohorts, courseEnrolments } from '../db/schema/expert-courses.js';
import type { FileStore } from '../files/file-store.js';
import { storeFile } from '../files/store-file.js';
import { AppError } from '../errors/app-error.js';
import { writeMail } from '../mail/outbox.js';
import { certificateIssuedMail } from '../mail/templates/certificate-issued.js';
import { issuerOf } from '../pdf/certificate-parts.js';
import { renderCourseCertificate } from '../pdf/course-certificate.js';
import { readPublicSettings } from '../site/site-info.js';
import { nextCertificateNumber } from './certificate-number.js';
import { attendedHours } from './cohort-reads.js';
import { courseHours } from './course-facts.js';
import { certificateTitles, cohortLabel, courseNames } from './course-names.js';
import { lockedCohort } from './locked-cohort.js';

const refuse = (key: string) =>
  new AppError(ErrorCode.INVALID_STATE, 'The cohort cannot be completed yet', {
    id: `admin_courses:v.${key}`,
  });

/**
 * Completes a cohort after its last meeting (issue 25, decision 024): every enrolment decided and
 * every exam of the course recorded. A confirmed applicant completes with 80 % of the hours attended
 * and 60 or more in each exam; each graduate gets a numbered certificate PDF (their own file, in my
 * page) e-mailed to them. One transaction: the stored PDFs are removed again if it fails. Answers
 * the counts and the mails' outbox rows.
 */
export async function completeCohort(
  db: Db,
  caller: AuditCaller & { files: FileStore },
  cohortId: string,
  site: Pick<Config, 'publicOrigin' | 'env'>,
): Promise<{ completed: number; notCompleted: number; outboxIds: string[] }> {
  const stored: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const cohort = await lockedCohort(tx, cohortId);
      if (cohort.finishedAt) throw new AppError(ErrorCode.INVALID_STATE, 'The cohort is finished already');
      if (cohort.endsOn > seoulToday()) throw refuse('notOver');
      const course = cohort.course as ExpertCourseKey;
      const enrolments = await tx
        .select()
        .from(courseEnrolments)
        .where(eq(courseEnrolments.cohortId, cohortId));
      if (enrolments.some((e) => e.status === 'applied')) throw refuse('undecided');
      const taking = enrolments.filter((e) => e.status === 'confirmed');
      const exams = courseExams[course];
      if (taking.some((e) => exams.some((kind) => e[kind] === null))) throw refuse('examsMissing');

      const hoursOf = await attendedHours(
        tx,
        taking.map((e) => e.id),
      );
      const hours = courseHours(course);
      const passes = (e: (typeof taking)[number]) =>
        (hoursOf.get(e.id) ?? 0) >= COMPLETION_ATTENDANCE * hours &&
        exams.every((kind) => (e[kind] ?? 0) >= EXAM_PASS_MARK);
      const graduates = taking.filter(passes);
      const others = taking.filter((e) => !passes(e));

      const issuedAt = new Date();
      const issuer = issuerOf(await readPublicSettings(tx, site.env));
      const origin = site.publicOrigin;
      const kind = certificateOfCourse[course];
      const memberIds = graduates.flatMap((e) => (e.memberId ? [e.memberId] : []));
      const langs = new Map(
        memberIds.length
          ? (
              await tx
                .select({ id: members.id, lang: members.lang })
                .from(members)
                .where(inArray(members.id, memberIds))
            ).map((m) => [m.id, m.lang === 'en' ? ('en' as const) : ('ko' as const)])
          : [],
      );
      const outboxIds: string[] = [];
      for (const graduate of graduates) {
        const number = await nextCertificateNumber(tx, kind, issuedAt);
        const verifyUrl = `${origin}/Cert/Verify`;
        const pdf = await renderCourseCertificate({
          number,
          title: certificateTitles.ko[kind],
          titleEn: certificateTitles.en[kind],
          holderName: graduate.name,
          course: courseNames.ko[course],
          cohort: `${cohort.name} (${formatYmd(cohort.startsOn)} ~ ${formatYmd(cohort.endsOn)})`,
          hours,
          issuedAt,
          company: issuer,
          verifyUrl,
        });
        // a member's own file (my page serves it); an organisation's trainee gets it by e-mail only
        const file = await storeFile(tx, caller.files, {
          name: `${number}.pdf`,
          bytes: pdf,
          owner: graduate.memberId ? { memberId: graduate.memberId } : { staff: true },
        });
        stored.push(file.id);
        await tx.update(files).set({ attachedAt: issuedAt }).where(eq(files.id, file.id));
        await tx.insert(certificates).values({
          number,
          kind,
          course,
          enrolmentId: graduate.id,
          memberId: graduate.memberId,
          holderName: graduate.name,
          fileId: file.id,
          issuedAt,
        });
        const lang = (graduate.memberId && langs.get(graduate.memberId)) || 'ko';
        outboxIds.push(
          await writeMail(
            tx,
            graduate.email,
            certificateIssuedMail(lang, {
              name: graduate.name,
              cohort: cohortLabel(lang, course, cohort.name),
              title: certificateTitles[lang][kind],
              number,
              verifyLink: `${verifyUrl}?number=${encodeURIComponent(number)}`,
              link: graduate.memberId ? `${origin}/Mypage/Expert` : verifyUrl,
            }),
            [{ fileId: file.id, name: `${number}.pdf` }],
          ),
        );
      }
      const set = (ids: string[], status: EnrolmentStatus) =>
        ids.length
          ? tx
              .update(courseEnrolments)
              .set({ status })
              .where(and(eq(courseEnrolments.cohortId, cohortId), inArray(courseEnrolments.id, ids)))
          : undefined;
      await set(
        graduates.map((e) => e.id),
        'completed',
      );
      await set(
        others.map((e) => e.id),
        'notCompleted',
      );
      await tx.update(courseCohorts).set({ finishedAt: issuedAt }).where(eq(courseCohorts.id, cohortId));
      await writeAudit(tx, caller, {
        kind: 'change',
        targetType: 'course-cohort',
        targetId: cohortId,
        subject: cohort.name,
        detail: { to: 'finished', completed: graduates.length, notCompleted: others.length },
      });
      return { completed: graduates.length, notCompleted: others.length, outboxIds };
    });
  } catch (error) {
    await Promise.all(stored.map((id) => caller.files.remove(id)));
    throw error;
  }
}
