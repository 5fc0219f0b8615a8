import { findMemberById } from '../../accounts/find-member.js';
import { toMemberInfo } from '../../accounts/member-profile.js';
import { memberIdOf } from '../../auth/actor.js';
import { notFound } from '../../errors/app-error.js';
import { implement } from '../registry.js';

export const getMemberInfo = implement('getMemberInfo', 'signedIn', 'self', async (_input, { db, actor }) => {
  const found = await findMemberById(db, memberIdOf(actor));
  if (!found) throw notFound();
  return toMemberInfo(found.member, found.organisation);
});
