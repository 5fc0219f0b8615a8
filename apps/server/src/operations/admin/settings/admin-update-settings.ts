import { updateSettings } from '../../../site/update-settings.js';
import { implementStaff } from '../../registry.js';

export const adminUpdateSettings = implementStaff('adminUpdateSettings', 'admin', async (input, ctx) => {
  await updateSettings(ctx.db, ctx, input);
  return { message: 'success' as const };
});
