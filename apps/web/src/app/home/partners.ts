/**
 * The partners the carousel shows from `start`: `perView` places, wrapping around the list; a
 * list shorter than the places shows each partner once.
 */
export function partnersInView<T>(partners: readonly T[], start: number, perView: number): T[] {
  const count = Math.min(perView, partners.length);
  return Array.from({ length: count }, (_, i) => partners[(start + i) % partners.length]!);
}

/**
 * Where a partner's (public) logo is served. Not the contract's `filePath`: its module builds zod
 * schemas, which the home page's first load does not otherwise carry (DESIGN.md budget).
 */
export const partnerLogoSrc = (fileId: string) => `/files/${encodeURIComponent(fileId)}`;
