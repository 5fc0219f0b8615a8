import { findMemberById } from '../../accounts/find-member.js';
import { memberIdOf } from '../../auth/actor.js';
import { notFound } from '../../errors/app-error.js';
import { implement } from '../registry.js';

export const getMemberInfo = implement('getMemberInfo', 'signedIn', 'self', async (_input, { db, actor }) => {
  const found = await findMemberById(db, memberIdOf(actor));
  if (!found) throw notFound();
  const { member, organisation } = found;
  return {
    uid: member.uid,
    type: member.type,
    name: member.name,
    email: member.email,
    phoneNumber: member.phoneNumber,
    role: member.role,
    position: member.position,
    description: member.description,
    ...(organisation
      ? {
          orgId: organisation.orgId,
          org: {
            name: organisation.name,
            email: organisation.email,
            phone: organisation.phoneNumber,
            description: organisation.description,
            type: organisation.type,
            president: organisation.president,
            dept: organisation.dept,
            deptPersonName: organisation.deptPersonName,
            deptPersonPhoneNumber: organisation.deptPersonPhoneNumber,
          },
        }
      : {}),
  };
});
