import { writeAudit } from '../../../audit/write-audit.js';
import { findMail } from '../../../mail/staff/find-mail.js';
import { masked } from '../../../mail/secret.js';
import { mailRowOf } from '../../../mail/staff/mail-row.js';
import { implementStaff } from '../../registry.js';

export const adminGetMail = implementStaff('adminGetMail', 'operator', async (input, ctx) => {
  const mail = await findMail(ctx.db, input.id);
  await writeAudit(ctx.db, ctx, { kind: 'view', targetType: 'mail', targetId: mail.id, subject: mail.to });
  return {
    ...mailRowOf(mail),
    // a password in it stays hidden from staff (mail/secret.ts)
    text: masked(mail.text),
    html: masked(mail.html),
    attachments: (mail.attachments ?? []).map((attachment) => attachment.name),
  };
});
