import { createMember } from '../../accounts/create-member.js';
import { requestLang } from '../../mail/request-lang.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement } from '../registry.js';

export const joinUser = implement('joinUser', 'visitor', 'public', async ({ joinData }, { db, request }) => {
  await enforceLimit(db, `join:ip:${request.ip}`, { limit: 10, windowMs: 3600_000 });
  const member = await createMember(db, {
    scope: 'custom',
    uid: joinData.uid,
    type: 'custom',
    password: joinData.password,
    name: joinData.name ?? '',
    email: joinData.email,
    termsAgreedAt: new Date(),
    lang: requestLang(request),
  });
  return { message: 'success' as const, Item: { uid: member.uid } };
});
