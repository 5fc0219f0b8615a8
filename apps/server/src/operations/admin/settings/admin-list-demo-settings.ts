import { demoChecklist } from '../../../site/demo-settings.js';
import { readSettings } from '../../../site/site-info.js';
import { implementStaff } from '../../registry.js';

// Administrators only, as the settings it points to: an operator could not act on it.
export const adminListDemoSettings = implementStaff(
  'adminListDemoSettings',
  'admin',
  async (_input, ctx) => ({
    items: demoChecklist(await readSettings(ctx.db), ctx.config.env),
  }),
);
