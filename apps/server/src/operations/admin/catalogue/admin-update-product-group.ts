import { updateProductGroup } from '../../../catalogue/staff/update-product-group.js';
import { implementStaff } from '../../registry.js';

export const adminUpdateProductGroup = implementStaff(
  'adminUpdateProductGroup',
  'operator',
  async (input, ctx) => updateProductGroup(ctx.database, ctx, input),
);
