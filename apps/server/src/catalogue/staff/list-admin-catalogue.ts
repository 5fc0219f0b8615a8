import type { adminListCatalogue } from '@putt/contract/admin/catalogue';
import type { OutputOf } from '@putt/contract/operation';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productGroups, products } from '../../db/schema/catalogue.js';
import { toAdminProduct, toAdminProductGroup } from './admin-rows.js';

/** Every product, withdrawn ones too (staff put them back on sale here), and every package. */
export async function listAdminCatalogue(db: DbOrTx): Promise<OutputOf<typeof adminListCatalogue>> {
  const [productRows, groupRows] = await Promise.all([
    db.select().from(products).orderBy(asc(products.sort)),
    db.select().from(productGroups).orderBy(asc(productGroups.productKey)),
  ]);
  return { products: productRows.map(toAdminProduct), groups: groupRows.map(toAdminProductGroup) };
}
