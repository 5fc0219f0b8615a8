import type { Database } from '../db/client.js';
import type { FileStore } from '../files/file-store.js';
import { writeSystemAudit } from '../audit/write-audit.js';
import { completeErasureRequests } from './complete-erasure-requests.js';
import { dueExaminees } from './due-examinees.js';
import { eraseDueBuyers } from './erase-buyers.js';
import { eraseExaminee } from './erase-examinee.js';
import { eraseDueInquiries } from './erase-inquiries.js';
import { applyInactivityRule } from './inactive-accounts.js';
import { readRetentionPolicy } from './retention-rules.js';

/** Examinees erased per transaction batch read: the job runs again tomorrow for the rest. */
const EXAMINEE_BATCH = 200;
const MAX_EXAMINEES_PER_RUN = 5000;

export type DestructionRun = {
  examinees: number;
  reports: number;
  files: number;
  orders: number;
  inquiries: number;
  /** early erasure requests completed, their receipts mailed */
  erasureRequests: number;
  warnedAccounts: number;
  erasedAccounts: number;
  /** outbox rows to dispatch after the run */
  mails: string[];
};

const ACTION = 'destroyPersonalData';

/**
 * Applies the retention rules in force at `now` (decision 041): each due examinee in its own
 * transaction with its audit row, then the orders' buyers, the inquiries and the inactive accounts.
 * Files leave the store after their rows' commit: a failed removal leaves unreachable bytes, never
 * a row without its file. The audit log is never touched but appended to.
 */
export async function destroyDue(
  database: Database,
  store: FileStore,
  { now, origin }: { now: Date; origin: string },
): Promise<DestructionRun> {
  const { db } = database;
  const policy = await readRetentionPolicy(db);
  const run: DestructionRun = {
    examinees: 0,
    reports: 0,
    files: 0,
    orders: 0,
    inquiries: 0,
    erasureRequests: 0,
    warnedAccounts: 0,
    erasedAccounts: 0,
    mails: [],
  };
  const removeFiles = async (ids: string[]) => {
    for (const id of ids) await store.remove(id);
    run.files += ids.length;
  };

  while (run.examinees < MAX_EXAMINEES_PER_RUN) {
    const due = await dueExaminees(db, { identityYears: policy.identityYears, now, limit: EXAMINEE_BATCH });
    if (due.length === 0) break;
    for (const sk of due) {
      const erased = await db.transaction(async (tx) => {
        const done = await eraseExaminee(tx, sk, now);
        if (done) {
          const { fileIds, ...counts } = done;
          await writeSystemAudit(tx, ACTION, {
            kind: 'change',
            targetType: 'examinee',
            targetId: sk,
            detail: {
              rule: 'identity',
              identityYears: policy.identityYears,
              files: fileIds.length,
              ...counts,
            },
          });
        }
        return done;
      });
      if (!erased) continue;
      run.examinees += 1;
      run.reports += erased.reports + erased.teacherReports;
      await removeFiles(erased.fileIds);
    }
  }

  const requests = await db.transaction((tx) => completeErasureRequests(tx, now));
  run.erasureRequests = requests.done.length;
  run.mails.push(...requests.mails);

  run.orders = await db.transaction(async (tx) => {
    const sks = await eraseDueBuyers(tx, { orderYears: policy.orderYears, now, limit: 1000 });
    if (sks.length) {
      await writeSystemAudit(tx, ACTION, {
        kind: 'change',
        targetType: 'order',
        detail: { rule: 'order', orderYears: policy.orderYears, count: sks.length, orders: sks },
      });
    }
    return sks.length;
  });

  const inquiries = await db.transaction(async (tx) => {
    const done = await eraseDueInquiries(tx, { inquiryYears: policy.inquiryYears, now });
    const count = done.inquiries.length + done.orgInquiries.length;
    if (count) {
      await writeSystemAudit(tx, ACTION, {
        kind: 'change',
        targetType: 'inquiry',
        detail: { rule: 'inquiry', inquiryYears: policy.inquiryYears, count, ...done },
      });
    }
    return done;
  });
  run.inquiries = inquiries.inquiries.length + inquiries.orgInquiries.length;
  await removeFiles(inquiries.fileIds);

  const accounts = await db.transaction(async (tx) => {
    const done = await applyInactivityRule(tx, { years: policy.inactiveAccountYears, now, origin });
    if (done.warned.length || done.erased.length) {
      await writeSystemAudit(tx, ACTION, {
        kind: 'change',
        targetType: 'member',
        detail: {
          rule: 'inactivity',
          years: policy.inactiveAccountYears,
          warned: done.warned,
          erased: done.erased,
        },
      });
    }
    return done;
  });
  run.warnedAccounts = accounts.warned.length;
  run.erasedAccounts = accounts.erased.length;
  run.mails.push(...accounts.mails);
  return run;
}
