/**
 * Text the database cannot store: PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16
 * surrogate is no character at all (jsonb refuses it, and it cannot be encoded as UTF-8). Every
 * operation's input is checked once for these (the server's registry), so no field anywhere turns
 * them into a 500.
 */
// Without the u flag the pattern sees code units, so a surrogate is lone when its pair is missing.
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * The path (`a.b.0`, as field errors name fields; `_` for the input itself) of the first string or
 * key in a parsed JSON value that the database cannot store, or undefined when there is none.
 * Walks with its own stack: a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  // Each entry points to its parent, so the path is built only for the one that fails.
  type Entry = { value: unknown; key?: string; parent?: Entry };
  const pathOf = (entry: Entry): string => {
    const keys: string[] = [];
    for (let e: Entry | undefined = entry; e?.key !== undefined; e = e.parent) keys.push(e.key);
    return keys.reverse().join('.') || '_';
  };
  const stack: Entry[] = [{ value }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(entry);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childEntry = { value: child, key, parent: entry };
        if (!isStorableText(key)) return pathOf(childEntry);
        stack.push(childEntry);
      }
    }
  }
  return undefined;
}
