/** A filter read from the address, or none ('') when it is not one of the values the list knows. */
export function filterValue<T extends string>(values: readonly T[], value: string): T | '' {
  return (values as readonly string[]).includes(value) ? (value as T) : '';
}
