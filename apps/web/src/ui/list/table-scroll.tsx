import i18next from 'i18next';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollEdgeAttributes, useScrollEdges } from '../scroll-edges';
import classes from '../scroll-edges.module.css';

// The hint's words (the shared parts' lazy namespace) load with this module, while the page still
// fetches its rows: the hint can then show in the table's first paint, and the table never waits.
if (i18next.isInitialized) void i18next.loadNamespaces('forms');

/**
 * A list's table scrolls sideways inside itself, never the page; named for screen readers. While
 * it is wider than its place, a line above it says so (also the region's description) and the
 * side with columns out of sight fades, with an arrow (useScrollEdges).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t, ready } = useTranslation('forms', { useSuspense: false });
  const region = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(region);
  const hintId = useId();
  const hint = ready && (edges.before || edges.after);
  return (
    <div>
      {hint && (
        <p id={hintId} className={classes.hint}>
          {t('tableScroll.hint')}
        </p>
      )}
      <div className={classes.edges} {...scrollEdgeAttributes(edges)}>
        {/* focusable, so keyboard users can scroll it too */}
        <div
          ref={region}
          className={classes.scroller}
          tabIndex={0}
          role="region"
          aria-label={label}
          aria-describedby={hint ? hintId : undefined}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
