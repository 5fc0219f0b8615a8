import { targetOfPid } from '@putt/contract/inquiries';
import { orgInquiries } from '../../db/schema/inquiries.js';
import { claimAttachment } from '../../files/claim-attachment.js';
import { uploaderDigest } from '../../files/uploader-cookie.js';
import { notifyStaff } from '../../inquiries/notify-staff.js';
import { dispatchMail } from '../../mail/outbox.js';
import { randomId } from '../../security/random-id.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { anyone, implement } from '../registry.js';

export const addOrgMyreg = implement('addOrgMyreg', anyone, async (input, { db, actor, request, jobs }) => {
  await enforceLimit(db, `inquiry:ip:${request.ip}`, { limit: 10, windowMs: 3600_000 });
  const id = randomId();
  const targetProduct = targetOfPid(input.pid);
  const mailId = await db.transaction(async (tx) => {
    const file = input.attached_file_drive_id
      ? await claimAttachment(tx, input.attached_file_drive_id, actor, uploaderDigest(request))
      : undefined;
    await tx.insert(orgInquiries).values({
      id,
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
      attachedFileId: file?.id ?? null,
      attachedFileName: file?.name ?? null,
      memberId: 'memberId' in actor ? actor.memberId : null,
      ip: request.ip,
      privacyAgreedAt: new Date(),
    });
    return notifyStaff(tx, {
      kind: 'organisation',
      id,
      from: `${input.name} (${input.orgName} ${input.deptName}) <${input.email}>`,
      phone: input.phoneNumber,
      content: `[${targetProduct}] ${input.examineeCount}명\n${input.content}`,
      attachment: file?.name,
    });
  });
  await dispatchMail(jobs, mailId);
  return { data: { error: false as const, id } };
});
