import { findCustomMember } from '../../accounts/find-member.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement } from '../registry.js';

export const existMember = implement('existMember', 'anyone', 'public', async ({ uid }, { db, request }) => {
  await enforceLimit(db, `exist:ip:${request.ip}`, { limit: 60, windowMs: 10 * 60_000 });
  return { data: (await findCustomMember(db, uid)) ? (1 as const) : (0 as const) };
});
