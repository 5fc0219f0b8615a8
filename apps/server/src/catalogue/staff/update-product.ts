import type { adminUpdateProduct, TUpdateProductInput } from '@putt/contract/admin/catalogue';
import { ErrorCode } from '@putt/contract/errors';
import { isInstrumentKey } from '@putt/contract/instruments';
import type { OutputOf } from '@putt/contract/operation';
import { eq } from 'drizzle-orm';
import { staffOf } from '../../auth/actor.js';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalogue.js';
import { AppError } from '../../errors/app-error.js';
import { dropCatalogueCache } from '../read-catalogue.js';
import { toAdminProduct } from './admin-rows.js';
import { changedFields, recordFieldChanges, refuseStale } from './field-changes.js';

const pick = ({ name, nameEn, price, active, formUri }: typeof products.$inferSelect) => ({
  name,
  nameEn,
  price,
  active,
  formUri,
});

/**
 * Saves a product's names, price, sale status and outside form (decision 020): the row, one history row per changed field and
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
    const formUri = input.formUri || null;
    if (formUri !== null && !isInstrumentKey(row.type)) {
      throw new AppError(ErrorCode.INVALID_DATA, 'Only a test runs on a form', {
        formUri: 'admin_catalogue:v.formOnlyTests',
      });
    }
    const changes = changedFields(
      { ...pick(row), formEntryIds: row.formEntryIds.join(' ') },
      { name, nameEn, price, active, formUri, formEntryIds: input.formEntryIds.join(' ') },
    );
    if (changes.length === 0) return { product: toAdminProduct(row), changes: 0 };

    const [saved] = await tx
      .update(products)
      .set({ name, nameEn, price, active, formUri, formEntryIds: input.formEntryIds, updatedAt: new Date() })
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
