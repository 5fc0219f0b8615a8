import { writeAudit } from '../../../audit/write-audit.js';
import { findInquiry, storedKind } from '../../../inquiries/staff/find-inquiry.js';
import { inquiryAnswersOf } from '../../../inquiries/staff/inquiry-answers.js';
import { implementStaff } from '../../registry.js';

export const adminGetInquiry = implementStaff('adminGetInquiry', 'operator', async (input, ctx) => {
  const { subject, ...inquiry } = await findInquiry(ctx.db, input.kind, input.id);
  const answers = await inquiryAnswersOf(ctx.db, input.kind, input.id);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: storedKind[input.kind],
    targetId: inquiry.id,
    subject,
  });
  return { ...inquiry, answers };
});
