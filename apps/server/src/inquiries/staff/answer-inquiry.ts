import type { adminAnswerInquiry } from '@putt/contract/admin/inquiries';
import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { staffOf } from '../../auth/actor.js';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { Tx } from '../../db/client.js';
import { inquiryAnswers } from '../../db/schema/back-office.js';
import { inquiries, orgInquiries } from '../../db/schema/inquiries.js';
import { AppError } from '../../errors/app-error.js';
import { writeMail } from '../../mail/outbox.js';
import { inquiryAnswerMail } from '../../mail/templates/inquiry-answer.js';
import { findInquiry, storedKind } from './find-inquiry.js';

type Input = z.output<(typeof adminAnswerInquiry)['input']>;

/**
 * Records a staff answer, writes it to the outbox for the inquirer and marks the inquiry answered,
 * all in the caller's transaction. A closed inquiry takes no answer (reopen it first). Answers the
 * outbox id to dispatch after the commit.
 */
export async function answerInquiry(tx: Tx, caller: AuditCaller, input: Input): Promise<string> {
  const inquiry = await findInquiry(tx, input.kind, input.id, true);
  if (inquiry.status === 'closed') {
    throw new AppError(ErrorCode.INVALID_STATE, 'A closed inquiry cannot be answered');
  }
  const outboxId = await writeMail(
    tx,
    inquiry.email,
    inquiryAnswerMail(inquiry.lang, { name: inquiry.name, question: inquiry.content, answer: input.body }),
  );
  const [answer] = await tx
    .insert(inquiryAnswers)
    .values({
      inquiryKind: storedKind[input.kind],
      inquiryId: inquiry.id,
      staffId: staffOf(caller.actor).staffId,
      body: input.body,
      outboxId,
    })
    .returning({ id: inquiryAnswers.id });
  const table = input.kind === 'individual' ? inquiries : orgInquiries;
  await tx.update(table).set({ status: 'answered' }).where(eq(table.id, inquiry.id));
  await writeAudit(tx, caller, {
    kind: 'change',
    targetType: storedKind[input.kind],
    targetId: inquiry.id,
    subject: inquiry.subject,
    detail: { answerId: answer!.id, outboxId, from: inquiry.status, to: 'answered' },
  });
  return outboxId;
}
