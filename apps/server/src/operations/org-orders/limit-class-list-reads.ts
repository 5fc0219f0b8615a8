import { memberIdOf } from '../../auth/actor.js';
import { enforceLimit } from '../../security/rate-limit.js';
import type { OperationContext } from '../registry.js';

// Reading a spreadsheet takes a moment of CPU: a generous limit per member keeps a loop in check.
export const limitClassListReads = (ctx: OperationContext) =>
  enforceLimit(ctx.db, `class-list:member:${memberIdOf(ctx.actor)}`, { limit: 120, windowMs: 3600_000 });
