import type { ReactNode } from 'react';
import classes from './table-scroll.module.css';

/** A list's table scrolls sideways inside itself on a phone, never the page; named for screen readers. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  // focusable, so keyboard users can scroll it too
  return (
    <div className={classes.tableScroll} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
