import { type adminListCatalogueChanges, ZCatalogueChange } from '@putt/contract/admin/catalogue';
import type { OutputOf } from '@putt/contract/operation';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { containsAny } from '../../db/filters.js';
import { staff } from '../../db/schema/accounts.js';
import { catalogueChanges } from '../../db/schema/back-office.js';

type Input = z.output<(typeof adminListCatalogueChanges)['input']>;

/** One page of the catalogue's history, newest first; the search matches the staff login or field. */
export async function listCatalogueChanges(
  db: DbOrTx,
  input: Input,
): Promise<OutputOf<typeof adminListCatalogueChanges>> {
  const where: SQL[] = [];
  if (input.entity) where.push(eq(catalogueChanges.entity, input.entity));
  if (input.key) where.push(eq(catalogueChanges.entityKey, input.key));
  const search = containsAny(input.q, [staff.staffId, catalogueChanges.field]);
  if (search) where.push(search);
  const filter = where.length ? and(...where) : undefined;
  const { rows, total } = await pageOf(
    db
      .select({ change: catalogueChanges, staffLogin: staff.staffId })
      .from(catalogueChanges)
      .innerJoin(staff, eq(staff.id, catalogueChanges.staffId))
      .where(filter)
      .orderBy(desc(catalogueChanges.at), desc(catalogueChanges.id))
      .$dynamic(),
    db
      .select({ n: count() })
      .from(catalogueChanges)
      .innerJoin(staff, eq(staff.id, catalogueChanges.staffId))
      .where(filter),
    input.page,
  );
  return {
    page: input.page,
    total,
    items: rows.map(({ change, staffLogin }) =>
      ZCatalogueChange.parse({
        id: change.id,
        at: change.at.getTime(),
        staffLogin,
        entity: change.entity,
        entityKey: change.entityKey,
        field: change.field,
        oldValue: change.oldValue,
        newValue: change.newValue,
      }),
    ),
  };
}
