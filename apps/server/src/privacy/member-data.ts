import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { fromDateColumn } from '../db/date-columns.js';
import { members } from '../db/schema/accounts.js';
import { answers, attempts } from '../db/schema/attempts.js';
import { counsellingSessions } from '../db/schema/counselling.js';
import { courseEnrolments } from '../db/schema/expert-courses.js';
import { examinees, orderHistory, orderProducts, orders, projects } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { safeFileName } from '../files/safe-file-name.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A report PDF of the export: its stored file and its name inside the archive. */
export type ExportedReport = { fileId: string; entry: string };

/**
 * Everything held about an individual member and their examinees (PIPA Art. 35, decision 041): the
 * account, orders with payments and history, examinees with their consents, answers, results and
 * reports, counselling notes and course enrolments, as one readable document; and the ready report
 * PDFs to put beside it. Erased examinees are no longer held and do not appear.
 */
export async function memberData(db: DbOrTx, memberId: string) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw new Error(`no member ${memberId}`);
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(asc(orders.createdAt));
  const orderSks = orderRows.map((order) => order.sk);
  // no query for an empty list (`in ()` is no SQL)
  const any = <R>(keys: string[], query: () => PromiseLike<R[]>): PromiseLike<R[]> =>
    keys.length ? query() : Promise.resolve([]);
  const products = await any(orderSks, () =>
    db.select().from(orderProducts).where(inArray(orderProducts.orderSk, orderSks)),
  );
  const history = await any(orderSks, () =>
    db
      .select()
      .from(orderHistory)
      .where(inArray(orderHistory.orderSk, orderSks))
      .orderBy(asc(orderHistory.at)),
  );
  const projectRows = await any(orderSks, () =>
    db.select().from(projects).where(inArray(projects.orderSk, orderSks)).orderBy(asc(projects.num)),
  );
  const projectSks = projectRows.map((project) => project.sk);
  const people = await any(projectSks, () =>
    db
      .select()
      .from(examinees)
      .where(inArray(examinees.projectSk, projectSks))
      .orderBy(asc(examinees.createdAt)),
  );
  const held = people.filter((person) => !person.erasedAt);
  const examineeSks = held.map((person) => person.sk);
  const attemptRows = await any(examineeSks, () =>
    db
      .select()
      .from(attempts)
      .where(inArray(attempts.examineeSk, examineeSks))
      .orderBy(asc(attempts.startedAt)),
  );
  const attemptIds = attemptRows.map((attempt) => attempt.id);
  const answerRows = await any(attemptIds, () =>
    db.select().from(answers).where(inArray(answers.attemptId, attemptIds)).orderBy(asc(answers.item)),
  );
  const resultRows = await any(attemptIds, () =>
    db.select().from(results).where(inArray(results.attemptId, attemptIds)).orderBy(asc(results.computedAt)),
  );
  const resultIds = resultRows.map((result) => result.id);
  const reportRows = await any(resultIds, () =>
    db.select().from(reports).where(inArray(reports.resultId, resultIds)),
  );
  const sessions = await any(examineeSks, () =>
    db.select().from(counsellingSessions).where(inArray(counsellingSessions.examineeSk, examineeSks)),
  );
  const enrolments = await db.select().from(courseEnrolments).where(eq(courseEnrolments.memberId, memberId));

  const pdfs: ExportedReport[] = [];
  const projectOf = new Map(projectRows.map((project) => [project.sk, project]));
  const document = {
    exportedAt: new Date().toISOString(),
    account: {
      id: member.uid,
      kind: member.scope,
      name: member.name,
      email: member.email,
      phone: member.phoneNumber,
      language: member.lang,
      joinedAt: iso(member.createdAt),
      termsAgreedAt: iso(member.termsAgreedAt),
      lastSignInAt: iso(member.lastSignInAt),
    },
    orders: orderRows.map((order) => ({
      orderNumber: order.sk,
      package: order.name,
      status: order.status,
      orderedAt: iso(order.createdAt),
      totalPrice: order.totalPrice,
      receiverEmail: order.receiverEmail,
      guardian: order.guardianName
        ? { name: order.guardianName, relationship: order.guardianRelationship, phone: order.guardianPhone }
        : null,
      payment: {
        depositName: order.depositName,
        bankDate: fromDateColumn(order.bankDate),
        paid: order.isPaid,
        paidDate: fromDateColumn(order.paidDate),
        paidAmount: order.paidAmount,
      },
      products: products
        .filter((product) => product.orderSk === order.sk)
        .map((product) => ({ name: product.name, unitPrice: product.unitPrice, quantity: product.quantity })),
      history: history
        .filter((row) => row.orderSk === order.sk)
        .map((row) => ({ at: iso(row.at), from: row.fromStatus, to: row.toStatus, reason: row.reason })),
      tests: projectRows
        .filter((project) => project.orderSk === order.sk)
        .map((project) => ({ name: project.name, status: project.status, closedAt: iso(project.closedAt) })),
    })),
    examinees: held.map((person) => ({
      order: projectOf.get(person.projectSk)?.orderSk ?? null,
      test: projectOf.get(person.projectSk)?.name ?? null,
      name: person.name,
      birthDate: fromDateColumn(person.dob),
      gender: person.gender,
      school: person.schoolInfo,
      email: person.email,
      address: [person.postCode, person.address, person.addressDetail].filter(Boolean).join(' '),
      attempts: attemptRows
        .filter((attempt) => attempt.examineeSk === person.sk)
        .map((attempt) => ({
          state: attempt.state,
          privacyNoticeAgreedAt: iso(attempt.privacyAgreedAt),
          startedAt: iso(attempt.startedAt),
          submittedAt: iso(attempt.submittedAt),
          answers: answerRows
            .filter((answer) => answer.attemptId === attempt.id)
            .map((answer) => ({ item: answer.item, value: answer.value, seconds: answer.ms / 1000 })),
          results: resultRows
            .filter((result) => result.attemptId === attempt.id)
            .map((result) => ({
              computedAt: iso(result.computedAt),
              status: result.status,
              current: result.supersededAt === null,
              scores: result.scores,
              reports: reportRows
                .filter(
                  (report) => report.resultId === result.id && report.status === 'ready' && report.fileId,
                )
                .map((report) => {
                  const entry = `reports/${pdfs.length + 1}_${safeFileName(person.name)}_${safeFileName(projectOf.get(person.projectSk)?.name ?? '')}.pdf`;
                  pdfs.push({ fileId: report.fileId!, entry });
                  return { file: entry, language: report.language, madeAt: iso(report.readyAt) };
                }),
            })),
        })),
      counselling: sessions
        .filter((session) => session.examineeSk === person.sk)
        .map((session) => ({
          status: session.status,
          type: session.type,
          startsAt: iso(session.startsAt),
          place: session.place,
          goalStrategy: session.goalStrategy,
          actionPlan: session.actionPlan,
          experienceBoard: session.experienceBoard,
          summary: session.summary,
        })),
    })),
    expertCourses: enrolments.map((enrolment) => ({
      status: enrolment.status,
      name: enrolment.name,
      email: enrolment.email,
      phone: enrolment.phone,
      career: enrolment.career,
      price: enrolment.price,
      depositName: enrolment.depositName,
    })),
  };
  return { document, pdfs };
}
