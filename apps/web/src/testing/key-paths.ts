/** Every key path of a strings file, so a text missing in one language shows up by name. */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => keyPaths(item, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}
