import { type adminSetInquiryStatus, inquiryStatusMoves } from '@putt/contract/admin/inquiries';
import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { Tx } from '../../db/client.js';
import { inquiries, orgInquiries } from '../../db/schema/inquiries.js';
import { AppError } from '../../errors/app-error.js';
import { findInquiry, storedKind } from './find-inquiry.js';

type Input = z.output<(typeof adminSetInquiryStatus)['input']>;

/**
 * Closes or reopens an inquiry by the moves of `inquiryStatusMoves`; anything else (answered by
 * hand, the same status again) is INVALID_STATE. `answered` is only reached by sending an answer.
 */
export async function setInquiryStatus(tx: Tx, caller: AuditCaller, input: Input): Promise<void> {
  const inquiry = await findInquiry(tx, input.kind, input.id, true);
  if (!inquiryStatusMoves[inquiry.status].includes(input.status)) {
    throw new AppError(
      ErrorCode.INVALID_STATE,
      `An inquiry cannot go from ${inquiry.status} to ${input.status}`,
    );
  }
  const table = input.kind === 'individual' ? inquiries : orgInquiries;
  await tx.update(table).set({ status: input.status }).where(eq(table.id, inquiry.id));
  await writeAudit(tx, caller, {
    kind: 'change',
    targetType: storedKind[input.kind],
    targetId: inquiry.id,
    subject: inquiry.subject,
    detail: { from: inquiry.status, to: input.status },
  });
}
