import { writeAudit } from '../../../audit/write-audit.js';
import type { OperationContext } from '../../registry.js';

/** The audit row of a staff step on a customer's project. */
export const auditProjectChange = (ctx: OperationContext, SK: string) =>
  writeAudit(ctx.db, ctx, { kind: 'change', targetType: 'project', targetId: SK });
