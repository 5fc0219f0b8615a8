import { memberIdOf } from '../../auth/actor.js';
import { listMemberExaminees } from '../../privacy/member-examinees.js';
import { listMemberErasureRequests } from '../../privacy/member-erasure.js';
import { implement } from '../registry.js';

export const getMyPrivacy = implement('getMyPrivacy', 'individual', 'own', async (_input, { db, actor }) => {
  const memberId = memberIdOf(actor);
  return {
    examinees: await listMemberExaminees(db, memberId),
    requests: await listMemberErasureRequests(db, memberId),
  };
});
