import type { CatalogueEntity } from '@putt/contract/admin/catalogue';
import { ErrorCode } from '@putt/contract/errors';
import type { DbOrTx } from '../../db/client.js';
import { catalogueChanges } from '../../db/schema/back-office.js';
import { AppError } from '../../errors/app-error.js';

type Value = string | number | boolean | null;
export type FieldChange = { field: string; from: Value; to: Value };

/** The fields whose value differs between what is stored and what staff saved. */
export function changedFields<T extends Record<string, Value>>(stored: T, saved: T): FieldChange[] {
  return Object.keys(saved)
    .filter((field) => stored[field] !== saved[field])
    .map((field) => ({ field, from: stored[field] ?? null, to: saved[field] ?? null }));
}

/**
 * Refuses a save made over a version the staff member did not see: `seenAt` is the `updatedAt` the
 * edit form was opened with (epoch ms; the column is read back at millisecond precision).
 */
export function refuseStale(storedAt: Date, seenAt: number): void {
  if (storedAt.getTime() !== seenAt) {
    throw new AppError(ErrorCode.INVALID_STATE, 'Changed by someone else since you opened it.');
  }
}

/** One history row per changed field, in the transaction of the change. */
export async function recordFieldChanges(
  tx: DbOrTx,
  staffId: string,
  entity: CatalogueEntity,
  entityKey: string,
  changes: FieldChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(catalogueChanges).values(
    changes.map((change) => ({
      staffId,
      entity,
      entityKey,
      field: change.field,
      oldValue: change.from,
      newValue: change.to,
    })),
  );
}
