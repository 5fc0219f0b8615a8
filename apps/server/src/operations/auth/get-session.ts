import { findMemberById } from '../../accounts/find-member.js';
import { toSessionUser } from '../../accounts/session-user.js';
import { implement } from '../registry.js';

export const getSession = implement('getSession', 'anyone', 'self', async (_input, { db, actor }) => {
  if (!('memberId' in actor)) return { Item: null };
  const found = await findMemberById(db, actor.memberId);
  return { Item: found ? toSessionUser(found.member, found.organisation) : null };
});
