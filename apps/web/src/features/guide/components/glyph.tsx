import type { ReactNode } from 'react';

/** The one warm accent beside the brand blues, used only in drawings (never for text). */
export const ACCENT = '#e8590c';

/**
 * The frame of every small drawing of this feature: a 48-unit square drawn in strokes of the
 * current colour. Decorative: the step or card it sits in names what it shows.
 */
export function Glyph({ children, size = 40 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
