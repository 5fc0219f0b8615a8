import { beginTotpEnrolment } from '../../../staff/second-factor/enrol-totp.js';
import { implement } from '../../registry.js';

// A way in as well: a sign-in asked to enrol has no signed-in session yet (enrol-totp.ts says who may).
export const adminBeginTotpEnrolment = implement('adminBeginTotpEnrolment', 'anyone', 'self', (_input, ctx) =>
  beginTotpEnrolment(ctx),
);
