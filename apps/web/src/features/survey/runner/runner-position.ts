/** Items per page: one on a phone (large targets), a page of them on a wider screen. */
export const PHONE_PAGE = 1;
export const DESKTOP_PAGE = 8;

/**
 * Where the examinee resumes (a reload, another device): at the first item not answered, or at the
 * last item when every one is.
 */
export function resumeIndex(itemIds: readonly string[], answered: ReadonlySet<string>): number {
  const first = itemIds.findIndex((id) => !answered.has(id));
  return first === -1 ? Math.max(0, itemIds.length - 1) : first;
}

/** The page showing an item, and that page's items (their indexes). */
export function pageOf(index: number, pageSize: number, total: number) {
  const page = Math.floor(index / pageSize);
  const from = page * pageSize;
  return { page, from, to: Math.min(total, from + pageSize), pages: Math.ceil(total / pageSize) };
}

/** The indexes of the unanswered items, for the review before submitting. */
export function unansweredIndexes(itemIds: readonly string[], answered: ReadonlySet<string>): number[] {
  return itemIds.flatMap((id, index) => (answered.has(id) ? [] : [index]));
}
