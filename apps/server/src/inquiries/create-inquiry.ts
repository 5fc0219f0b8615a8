import { joinPhone, targetOfPid, type ZInquiry, type ZOrgInquiry } from '@putt/contract/inquiries';
import type { z } from 'zod';
import type { Actor } from '../auth/actor.js';
import type { Db, Tx } from '../db/client.js';
import { inquiries, orgInquiries } from '../db/schema/inquiries.js';
import { claimAttachment } from '../files/claim-attachment.js';
import type { InquiryNotice } from '../mail/templates/new-inquiry.js';
import type { Lang } from '@putt/contract/lang';
import { randomId } from '../security/random-id.js';
import { notifyStaff } from './notify-staff.js';

/**
 * Who sends an inquiry: the caller, the browser's uploader digest (whose upload it may attach), the
 * address, and the language the answer will be written in.
 */
export type Sender = { actor: Actor; uploader: string | undefined; ip: string; lang: Lang };

/** The columns both kinds of inquiry share. */
type SentColumns = {
  id: string;
  attachedFileId: string | null;
  attachedFileName: string | null;
  memberId: string | null;
  ip: string;
  lang: Lang;
  privacyAgreedAt: Date;
};

type Notice = Omit<InquiryNotice, 'id' | 'attachment'>;

/** An individual inquiry (/Inquiry). Answers its id and the outbox id to dispatch after the commit. */
export function createInquiry(db: Db, input: z.output<typeof ZInquiry>, sender: Sender) {
  return storeInquiry(db, sender, input.attached_file_drive_id, async (tx, sent) => {
    const phoneNumber = joinPhone(input);
    await tx.insert(inquiries).values({
      ...sent,
      name: input.name,
      phoneNumber,
      email: input.email,
      content: input.content,
    });
    return {
      kind: 'individual',
      from: `${input.name} <${input.email}>`,
      phone: phoneNumber,
      content: input.content,
    };
  });
}

/** An organisation application inquiry (/OrgInquiry/{pid}). Answers as createInquiry does. */
export function createOrgInquiry(db: Db, input: z.output<typeof ZOrgInquiry>, sender: Sender) {
  const targetProduct = targetOfPid(input.pid);
  return storeInquiry(db, sender, input.attached_file_drive_id, async (tx, sent) => {
    await tx.insert(orgInquiries).values({
      ...sent,
      targetProduct,
      orgName: input.orgName,
      deptName: input.deptName,
      name: input.name,
      postCode: input.address.postCode,
      address: input.address.address,
      addressDetail: input.address.addressDetail,
      examineeCount: input.examineeCount,
      phoneNumber: input.phoneNumber,
      email: input.email,
      content: input.content,
    });
    return {
      kind: 'organisation',
      from: `${input.name} (${input.orgName} ${input.deptName}) <${input.email}>`,
      phone: input.phoneNumber,
      content: `[${targetProduct}] ${input.examineeCount}명\n${input.content}`,
    };
  });
}

/**
 * One transaction: claims the attachment (the sender's own upload only), lets `write` store the
 * inquiry with the shared columns, and writes the company's notice of it to the outbox.
 */
async function storeInquiry(
  db: Db,
  sender: Sender,
  fileId: string | undefined,
  write: (tx: Tx, sent: SentColumns) => Promise<Notice>,
): Promise<{ id: string; mailId: string }> {
  const id = randomId();
  const mailId = await db.transaction(async (tx) => {
    const file = fileId ? await claimAttachment(tx, fileId, sender.actor, sender.uploader) : undefined;
    const notice = await write(tx, {
      id,
      attachedFileId: file?.id ?? null,
      attachedFileName: file?.name ?? null,
      memberId: 'memberId' in sender.actor ? sender.actor.memberId : null,
      ip: sender.ip,
      lang: sender.lang,
      privacyAgreedAt: new Date(),
    });
    return notifyStaff(tx, { ...notice, id, attachment: file?.name });
  });
  return { id, mailId };
}
