/** The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer { rows }, which drizzle passes through. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
