import type { InquiryKind, TAdminInquiry } from '@putt/contract/admin/inquiries';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staff } from '../../db/schema/accounts.js';
import { inquiryAnswers } from '../../db/schema/back-office.js';
import { storedKind } from './find-inquiry.js';

/** The answers sent to one inquiry, oldest first, each with the login of the staff who wrote it. */
export async function inquiryAnswersOf(
  db: DbOrTx,
  kind: InquiryKind,
  id: string,
): Promise<TAdminInquiry['answers']> {
  const rows = await db
    .select({
      id: inquiryAnswers.id,
      at: inquiryAnswers.at,
      staffLogin: staff.staffId,
      body: inquiryAnswers.body,
    })
    .from(inquiryAnswers)
    .innerJoin(staff, eq(staff.id, inquiryAnswers.staffId))
    .where(and(eq(inquiryAnswers.inquiryKind, storedKind[kind]), eq(inquiryAnswers.inquiryId, id)))
    .orderBy(asc(inquiryAnswers.at), asc(inquiryAnswers.id));
  return rows.map((row) => ({ ...row, at: row.at.getTime() }));
}
