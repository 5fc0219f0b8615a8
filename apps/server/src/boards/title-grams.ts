/**
 * A title search must find Korean words inside titles ("검사" in "창의성검사 안내"), which neither a
 * b-tree nor word-based full-text search does, and pg_trgm ignores Hangul under the C locale. So a
 * title is stored with its characters and character pairs (lower-cased, spaces removed), and a
 * search asks for rows whose grams contain all the search's grams: a GIN array containment on
 * PGlite and PostgreSQL alike, then confirmed with a plain substring match (decision 008).
 */
export function normalizeTitle(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** Every character and every adjacent pair of the normalised title, without repeats. */
export function titleGrams(title: string): string[] {
  const chars = [...normalizeTitle(title)];
  const grams = new Set<string>(chars);
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** The grams a search needs: its pairs (or its one character). */
export function searchGrams(search: string): string[] {
  const chars = [...normalizeTitle(search)];
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}
