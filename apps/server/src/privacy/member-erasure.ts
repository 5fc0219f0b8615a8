import { ErrorCode } from '@putt/contract/errors';
import { ERASURE_WHILE_ANSWERING, type TErasureRequestRow } from '@putt/contract/privacy';
import { and, desc, eq } from 'drizzle-orm';
import type { AuditCaller } from '../audit/write-audit.js';
import type { Db, DbOrTx } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import { erasureRequests } from '../db/schema/privacy.js';
import { AppError, notFound } from '../errors/app-error.js';
import { memberPerson } from './member-examinees.js';
import { recordErasureRequest } from './request-erasure.js';

/**
 * An individual asks to erase one of their examinees early: every identified record of the person
 * among their orders is marked, the request recorded with the member's e-mail for the receipt.
 * Refused while a test of the person is being answered (its answers would arrive for no one).
 */
export async function requestMemberErasure(db: Db, caller: AuditCaller, memberId: string, sk: string) {
  await db.transaction(async (tx) => {
    const person = await memberPerson(tx, memberId, sk);
    if (!person) throw notFound('Examinee not found');
    if (person.answering) {
      throw new AppError(ErrorCode.INVALID_STATE, 'A test is being answered', {
        SK: ERASURE_WHILE_ANSWERING,
      });
    }
    const [member] = await tx
      .select({ email: members.email, lang: members.lang })
      .from(members)
      .where(eq(members.id, memberId));
    await recordErasureRequest(tx, caller, {
      source: 'member',
      examineeSks: person.sks,
      memberId,
      receiptTo: member?.email ?? '',
      lang: member?.lang ?? 'ko',
    });
  });
}

/** The member's own erasure requests, newest first. */
export async function listMemberErasureRequests(db: DbOrTx, memberId: string): Promise<TErasureRequestRow[]> {
  const rows = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.memberId, memberId), eq(erasureRequests.source, 'member')))
    .orderBy(desc(erasureRequests.requestedAt));
  return rows.map((row) => ({
    requestedAt: row.requestedAt.getTime(),
    doneAt: row.doneAt?.getTime() ?? null,
    examinees: row.examineeSks.length,
  }));
}
