import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/states';
import { type AdminColumn, AdminTable } from '../ui/admin-table';

/** The whole of a short, unpaged list (the catalogue has a few dozen rows), each row named by its first cell. */
export function CatalogueTable<T>({
  empty,
  ...table
}: {
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}): ReactNode {
  if (table.rows.length === 0) return <EmptyState message={empty} />;
  return <AdminTable rowHeaders {...table} />;
}
