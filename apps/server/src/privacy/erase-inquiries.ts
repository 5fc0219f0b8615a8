import { inArray, lt } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { files } from '../db/schema/files.js';
import { inquiries, orgInquiries } from '../db/schema/inquiries.js';
import { yearsBefore } from './due-examinees.js';

/**
 * Inquiries of both kinds older than `inquiryYears` are deleted with their attachments (decision
 * 041: 전자상거래법 시행령 §6 keeps complaint records three years; an inquiry is answered within days,
 * so its date stands for its answer's). Answers the ids and the files to remove after the commit.
 */
export async function eraseDueInquiries(
  tx: Tx,
  { inquiryYears, now }: { inquiryYears: number; now: Date },
): Promise<{ inquiries: string[]; orgInquiries: string[]; fileIds: string[] }> {
  const cutoff = yearsBefore(now, inquiryYears);
  const personal = await tx
    .delete(inquiries)
    .where(lt(inquiries.createdAt, cutoff))
    .returning({ id: inquiries.id, fileId: inquiries.attachedFileId });
  const org = await tx
    .delete(orgInquiries)
    .where(lt(orgInquiries.createdAt, cutoff))
    .returning({ id: orgInquiries.id, fileId: orgInquiries.attachedFileId });
  const fileIds = [...personal, ...org].flatMap((row) => (row.fileId ? [row.fileId] : []));
  if (fileIds.length) await tx.delete(files).where(inArray(files.id, fileIds));
  return {
    inquiries: personal.map((row) => row.id),
    orgInquiries: org.map((row) => row.id),
    fileIds,
  };
}
