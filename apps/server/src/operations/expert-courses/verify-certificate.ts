import { verifyCertificate as verify } from '../../expert-courses/verify-certificate.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement } from '../registry.js';

// Numbers are short and serial: the limit keeps anyone from walking them to find names.
export const verifyCertificate = implement(
  'verifyCertificate',
  'anyone',
  'public',
  async (input, { db, request }) => {
    await enforceLimit(db, `certificate:ip:${request.ip}`, { limit: 20, windowMs: 10 * 60_000 });
    return verify(db, input);
  },
);
