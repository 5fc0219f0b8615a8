import type { DbOrTx } from '../db/client.js';
import { productGroups, products } from '../db/schema/catalogue.js';
import { fallbackProducts, productGroups as groups, surveyProducts } from './catalogue-data.js';

/** Every product and package of spec-1 §9 on first start; never overwrites what staff changed. */
export async function seedCatalogue(db: DbOrTx): Promise<void> {
  const rows = [...surveyProducts, ...fallbackProducts].map((product, index) => ({
    sk: product.SK,
    type: product.type,
    kind: product.kind,
    level: product.level,
    name: product.name,
    nameEn: product.nameEn,
    price: product.price,
    sort: index,
  }));
  await db.insert(products).values(rows).onConflictDoNothing();
  await db
    .insert(productGroups)
    .values(
      groups.map((group) => ({
        productKey: group.product_key,
        level: group.level,
        price: group.price,
        productTypes: group.types,
      })),
    )
    .onConflictDoNothing();
}
