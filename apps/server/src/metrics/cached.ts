/**
 * `load`'s answer, kept for `ms`: however often and however many Prometheus servers scrape, the
 * database answers once per period. Callers while a load runs share it; a failed load is not kept.
 */
export function cachedFor<T>(ms: number, load: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at >= ms) {
      const value = load();
      const entry = { at: now, value };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}
