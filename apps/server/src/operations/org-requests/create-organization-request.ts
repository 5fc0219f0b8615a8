import { requestLang } from '../../mail/request-lang.js';
import { dispatchMail } from '../../mail/outbox.js';
import { createOrgRequest } from '../../org-requests/create-org-request.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement } from '../registry.js';

/** The request waits for staff (back office); its id is held meanwhile (one pending request per id). */
export const createOrganizationRequest = implement(
  'createOrganizationRequest',
  'anyone',
  'public',
  async (input, { db, request, jobs }) => {
    await enforceLimit(db, `org-request:ip:${request.ip}`, { limit: 5, windowMs: 3600_000 });
    const sender = { ip: request.ip, lang: requestLang(request) };
    await dispatchMail(jobs, await createOrgRequest(db, input, sender));
    return { message: 'success' as const };
  },
);
