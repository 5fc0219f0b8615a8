import { orgActorOf } from '../../auth/actor.js';
import { registerProjects } from '../../org-orders/register-projects.js';
import { implement } from '../registry.js';

export const changeOrderStatus = implement(
  'changeOrderStatus',
  'organisation',
  'own',
  async ({ status, data }, ctx) => {
    await registerProjects(ctx.db, orgActorOf(ctx.actor), {
      status,
      SK: data.SK,
      products: data.products,
      pupilReportDays: data.pupil_report_days,
    });
    return { message: 'success' as const };
  },
);
