import { memberIdOf } from '../../auth/actor.js';
import { enrolInCourse } from '../../expert-courses/enrol.js';
import { uploaderDigest } from '../../files/uploader-cookie.js';
import { dispatchMail } from '../../mail/outbox.js';
import { implement } from '../registry.js';

// Seats are for individual members; an organisation's trainees come through its own expert order.
export const enrolInExpertCourse = implement(
  'enrolInExpertCourse',
  'individual',
  'self',
  async (input, ctx) => {
    const actor = { ...ctx.actor, memberId: memberIdOf(ctx.actor) };
    const applied = await enrolInCourse(ctx.db, actor, uploaderDigest(ctx.request), input, ctx.config);
    await dispatchMail(ctx.jobs, applied.outboxId);
    return { id: applied.id };
  },
);
