import { type TProduct, type TProductGroup, ZProduct, ZProductGroup } from '@putt/contract/catalogue';
import { asc } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.js';
import { productGroups, products } from '../db/schema/catalogue.js';
import { fallbackProducts } from './catalogue-data.js';

export type Catalogue = { products: TProduct[]; groups: TProductGroup[] };

async function loadCatalogue(db: DbOrTx): Promise<Catalogue> {
  const rows = await db.select().from(products).orderBy(asc(products.sort));
  const stored = rows.filter((row) => row.active).map((row) => ZProduct.parse({ ...row, SK: row.sk }));
  // Spec-1 §3: the built-in activity items and expert courses stand in when the database has none
  // (withdrawn rows count as present: staff withdrawing every item must not bring the built-ins back).
  const missingKinds = (['ACTIVITY', 'EXPERT'] as const).filter(
    (kind) => !rows.some((row) => row.kind === kind),
  );
  const list = [...stored, ...fallbackProducts.filter((p) => (missingKinds as string[]).includes(p.kind))];

  const byType = new Map(list.map((product) => [product.type, product]));
  const groupRows = await db.select().from(productGroups).orderBy(asc(productGroups.productKey));
  const groups = groupRows.map((row) =>
    ZProductGroup.parse({
      product_key: row.productKey,
      level: row.level,
      price: row.price,
      products: row.productTypes
        .map((type) => byType.get(type))
        .filter((product) => product !== undefined)
        .map((product) => ({ ...product, PK: row.productKey })),
    }),
  );
  return { products: list, groups };
}

/**
 * Every page reads the catalogue and it changes only when staff edit prices: each process keeps it
 * for a minute, and the process that edits drops it at once (other processes catch up within the
 * minute).
 */
const TTL_MS = 60_000;
const caches = new WeakMap<Database, { at: number; value: Promise<Catalogue> }>();

export function readCatalogue(database: Database, db: DbOrTx): Promise<Catalogue> {
  const cached = caches.get(database);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
  const value = loadCatalogue(db);
  caches.set(database, { at: Date.now(), value });
  value.catch(() => caches.delete(database));
  return value;
}

export function dropCatalogueCache(database: Database): void {
  caches.delete(database);
}
