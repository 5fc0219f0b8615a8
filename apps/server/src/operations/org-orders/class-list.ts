import { memberIdOf } from '../../auth/actor.js';
import {
  previewClassList as preview,
  registerClassList as register,
} from '../../projects/class-list/register-class-list.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement, type OperationContext } from '../registry.js';

// Reading a spreadsheet takes a moment of CPU: a generous limit per member keeps a loop in check.
const limitReads = (ctx: OperationContext) =>
  enforceLimit(ctx.db, `class-list:member:${memberIdOf(ctx.actor)}`, { limit: 120, windowMs: 3600_000 });

export const previewClassList = implement(
  'previewClassList',
  'organisation',
  'own',
  async ({ SK, file }, ctx) => {
    await limitReads(ctx);
    return preview(ctx.db, ctx.actor, SK, file);
  },
);

export const registerClassList = implement(
  'registerClassList',
  'organisation',
  'own',
  async ({ SK, file }, ctx) => {
    await limitReads(ctx);
    return register(ctx.db, ctx.actor, SK, file);
  },
);
