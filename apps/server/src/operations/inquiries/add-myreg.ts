import { joinPhone } from '@putt/contract/inquiries';
import { inquiries } from '../../db/schema/inquiries.js';
import { uploaderDigest } from '../../files/uploader-cookie.js';
import { claimAttachment } from '../../files/claim-attachment.js';
import { randomId } from '../../security/random-id.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { anyone, implement } from '../registry.js';
import { notifyStaff } from '../../inquiries/notify-staff.js';
import { dispatchMail } from '../../mail/outbox.js';

export const addMyreg = implement('addMyreg', anyone, async (input, { db, actor, request, jobs }) => {
  await enforceLimit(db, `inquiry:ip:${request.ip}`, { limit: 10, windowMs: 3600_000 });
  const id = randomId();
  const mailId = await db.transaction(async (tx) => {
    const file = input.attached_file_drive_id
      ? await claimAttachment(tx, input.attached_file_drive_id, actor, uploaderDigest(request))
      : undefined;
    await tx.insert(inquiries).values({
      id,
      name: input.name,
      phoneNumber: joinPhone(input),
      email: input.email,
      content: input.content,
      attachedFileId: file?.id ?? null,
      attachedFileName: file?.name ?? null,
      memberId: 'memberId' in actor ? actor.memberId : null,
      ip: request.ip,
      privacyAgreedAt: new Date(),
    });
    return notifyStaff(tx, {
      kind: 'individual',
      id,
      from: `${input.name} <${input.email}>`,
      phone: joinPhone(input),
      content: input.content,
      attachment: file?.name,
    });
  });
  await dispatchMail(jobs, mailId);
  return { data: { error: false as const, id } };
});
