import { MEMBER_TARGET, memberSubject } from '../../../accounts/staff/audit-target.js';
import { readMember } from '../../../accounts/staff/read-member.js';
import { writeAudit } from '../../../audit/write-audit.js';
import { implementStaff } from '../../registry.js';

export const adminGetMember = implementStaff('adminGetMember', 'operator', async (input, ctx) => {
  const member = await readMember(ctx.db, input.id);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: MEMBER_TARGET,
    targetId: member.id,
    subject: memberSubject(member),
  });
  return member;
});
