import { orgIdTaken } from '../../org-requests/org-id-taken.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement } from '../registry.js';

export const checkOrgId = implement('checkOrgId', 'anyone', 'public', async ({ id }, { db, request }) => {
  await enforceLimit(db, `check-org-id:ip:${request.ip}`, { limit: 60, windowMs: 10 * 60_000 });
  return { data: await orgIdTaken(db, id) };
});
