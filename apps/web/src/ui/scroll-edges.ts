import { type RefObject, useLayoutEffect, useState } from 'react';

/** Whether a sideways scroller holds content out of sight before (left) or after (right) what shows. */
export type ScrollEdges = { before: boolean; after: boolean };

/**
 * Watches a sideways scroller (a tab bar, a wide table) and answers which of its sides hide
 * content; a frame marks them with `data-more-before` / `data-more-after` (`scrollEdgeAttributes`)
 * and its stylesheet fades that side. Measured in a layout effect, so a hint shows in the same
 * paint as the content it is about and never moves the page afterwards; again on every scroll and
 * resize.
 */
export function useScrollEdges(scroller: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const next = { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 };
      setEdges((was) => (was.before === next.before && was.after === next.after ? was : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // a table widens when its rows arrive without its frame changing size
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [scroller]);
  return edges;
}

/** The frame's attributes its stylesheet fades by (present only while that side hides content). */
export const scrollEdgeAttributes = ({ before, after }: ScrollEdges) => ({
  'data-more-before': before || undefined,
  'data-more-after': after || undefined,
});
