import { memberIdOf } from '../../auth/actor.js';
import { resendLinkMail } from '../../projects/link-mail/resend-link-mail.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement } from '../registry.js';

// Organisations open their classes, an individual the tests of their own order (spec-1 §4);
// lockProjectOf lets each reach only their own projects.
export const resendProjectLinkMail = implement(
  'resendProjectLinkMail',
  'signedIn',
  'own',
  async ({ SK }, ctx) => {
    // a few a project an hour: enough for a lost mail, not a mail cannon
    await enforceLimit(ctx.db, `link-mail:${memberIdOf(ctx.actor)}:${SK}`, { limit: 5, windowMs: 3600_000 });
    await resendLinkMail(ctx, ctx.actor, SK);
    return { message: 'success' as const };
  },
);
