import type { Level, TProduct } from '@putt/contract/catalogue';
import { ErrorCode } from '@putt/contract/errors';
import {
  orgKindOfProduct,
  orgOrderTotal,
  productsForApplication,
  supplyPrice,
  type ZOrgApplication,
} from '@putt/contract/org-orders';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

type Application = z.output<typeof ZOrgApplication>;

export type PricedLine = {
  product: TProduct;
  quantity: number;
  unitPrice: number;
  amount: number;
  notes: string;
};

const refuse = (fields: Record<string, string>) =>
  new AppError(ErrorCode.INVALID_DATA, 'Invalid application', fields);

/**
 * Prices an application from the catalogue: every line must be a product of the application's kind
 * (and of the organisation's school level, but for expert courses), once; the unit prices and the
 * total the form showed must be the catalogue's. The form cannot set a price, only repeat it.
 */
export function priceApplication(
  products: readonly TProduct[],
  input: Application,
  level: Level,
): PricedLine[] {
  const offered = productsForApplication(products, input.pid, level);
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const lines: PricedLine[] = [];
  input.products.forEach((line, index) => {
    const product = offered.find((p) => p.SK === line.prod_id);
    if (!product) {
      const exists = products.find((p) => p.SK === line.prod_id);
      fields[`products.${index}.prod_id`] =
        exists && exists.kind === orgKindOfProduct[input.pid]
          ? 'org-orders:v.productLevel'
          : 'org-orders:v.productKind';
      return;
    }
    if (seen.has(product.SK)) {
      fields[`products.${index}.prod_id`] = 'org-orders:v.duplicateProduct';
      return;
    }
    seen.add(product.SK);
    if (line.unit_price !== product.price) fields[`products.${index}.unit_price`] = 'v.priceChanged';
    lines.push({
      product,
      quantity: line.quantity,
      unitPrice: product.price,
      amount: supplyPrice({ unit_price: product.price, quantity: line.quantity }),
      notes: line.notes,
    });
  });
  if (Object.keys(fields).length) throw refuse(fields);
  const total = orgOrderTotal(lines.map((line) => ({ unit_price: line.unitPrice, quantity: line.quantity })));
  if (input.totalPrice !== total) throw refuse({ totalPrice: 'v.priceChanged' });
  return lines;
}
