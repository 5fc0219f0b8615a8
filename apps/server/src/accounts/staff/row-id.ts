const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a page's address can be a row id: anything else is simply not found, rather
 * than a database error on the uuid column.
 */
export function isRowId(id: string): boolean {
  return UUID.test(id);
}
