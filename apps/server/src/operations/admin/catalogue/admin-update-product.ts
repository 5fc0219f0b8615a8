import { updateProduct } from '../../../catalogue/staff/update-product.js';
import { implementStaff } from '../../registry.js';

export const adminUpdateProduct = implementStaff('adminUpdateProduct', 'operator', async (input, ctx) =>
  updateProduct(ctx.database, ctx, input),
);
