import type { adminUpdateProduct, TUpdateProductInput } from '@putt/contract/admin/catalogue';
import { ErrorCode } from '@putt/contract/errors';
import type { OutputOf } from '@putt/contract/operation';
import { eq } from 'drizzle-orm';
import { staffOf } from '../../auth/actor.js';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalogue.js';
import { AppError } from '../../http/app-error.js';
import { dropCatalogueCache } from '../read-catalogue.js';
import { toAdminProduct } from './admin-rows.js';
import { changedFields, recordFieldChanges, refuseStale } from './field-changes.js';

/**
 * Saves a product's names, price and sale status: the row, one history row per changed field and
 * the audit row commit together; then this process's catalogue cache is dropped so the public pages
 * show the change at once. Saving what is already stored writes nothing.
 */
export async function updateProduct(
  database: Database,
  caller: AuditCaller,
  input: TUpdateProductInput,
): Promise<OutputOf<typeof adminUpdateProduct>> {
  const result = await database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.sk, input.sk)).for('update');
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such product.');
    refuseStale(row.updatedAt, input.updatedAt);
    const { name, nameEn, price, active } = input;
    const changes = changedFields(
      { name: row.name, nameEn: row.nameEn, price: row.price, active: row.active },
      { name, nameEn, price, active },
    );
    if (changes.length === 0) return { product: toAdminProduct(row), changes: 0 };

    const [saved] = await tx
      .update(products)
      .set({ name, nameEn, price, active, updatedAt: new Date() })
      .where(eq(products.sk, row.sk))
      .returning();
    await recordFieldChanges(tx, staffOf(caller.actor).staffId, 'product', row.sk, changes);
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'product',
      targetId: row.sk,
      subject: row.name,
      detail: { changes },
    });
    return { product: toAdminProduct(saved!), changes: changes.length };
  });
  if (result.changes > 0) dropCatalogueCache(database);
  return result;
}
