import { updateMember } from '../../accounts/update-member.js';
import { memberIdOf } from '../../auth/actor.js';
import { implement } from '../registry.js';

export const updateMemberInfo = implement('updateMemberInfo', 'signedIn', 'self', (input, { db, actor }) =>
  updateMember(db, memberIdOf(actor), input),
);
