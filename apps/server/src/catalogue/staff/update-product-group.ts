import type { adminUpdateProductGroup, TUpdateProductGroupInput } from '@putt/contract/admin/catalogue';
import { ErrorCode } from '@putt/contract/errors';
import type { OutputOf } from '@putt/contract/operation';
import { eq } from 'drizzle-orm';
import { staffOf } from '../../auth/actor.js';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { Database } from '../../db/client.js';
import { productGroups } from '../../db/schema/catalogue.js';
import { AppError } from '../../errors/app-error.js';
import { dropCatalogueCache } from '../read-catalogue.js';
import { toAdminProductGroup } from './admin-rows.js';
import { changedFields, recordFieldChanges, refuseStale } from './field-changes.js';

/** Saves a package's price, as updateProduct saves a product's fields. */
export async function updateProductGroup(
  database: Database,
  caller: AuditCaller,
  input: TUpdateProductGroupInput,
): Promise<OutputOf<typeof adminUpdateProductGroup>> {
  const result = await database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(productGroups)
      .where(eq(productGroups.productKey, input.productKey))
      .for('update');
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such package.');
    refuseStale(row.updatedAt, input.updatedAt);
    const changes = changedFields({ price: row.price }, { price: input.price });
    if (changes.length === 0) return { group: toAdminProductGroup(row), changes: 0 };

    const [saved] = await tx
      .update(productGroups)
      .set({ price: input.price, updatedAt: new Date() })
      .where(eq(productGroups.productKey, row.productKey))
      .returning();
    await recordFieldChanges(tx, staffOf(caller.actor).staffId, 'productGroup', row.productKey, changes);
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'productGroup',
      targetId: row.productKey,
      subject: `package ${row.productKey} (${row.level})`,
      detail: { changes },
    });
    return { group: toAdminProductGroup(saved!), changes: changes.length };
  });
  if (result.changes > 0) dropCatalogueCache(database);
  return result;
}
