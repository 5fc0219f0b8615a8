import { writeAudit } from '../../../audit/write-audit.js';
import { findMail } from '../../../mail/staff/find-mail.js';
import { mailRowOf } from '../../../mail/staff/mail-row.js';
import { implementStaff } from '../../registry.js';

export const adminGetMail = implementStaff('adminGetMail', 'operator', async (input, ctx) => {
  const mail = await findMail(ctx.db, input.id);
  await writeAudit(ctx.db, ctx, { kind: 'view', targetType: 'mail', targetId: mail.id, subject: mail.to });
  return {
    ...mailRowOf(mail),
    text: mail.text,
    html: mail.html,
    attachments: (mail.attachments ?? []).map((attachment) => attachment.name),
  };
});
