import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

/** One layout shift the browser reported, with what moved (from where to where, in CSS px). */
export type LayoutShift = { value: number; at: number; sources: string[] };

declare global {
  interface Window {
    layoutShifts?: LayoutShift[];
    /** Frames drawn since the document last changed or a file or answer last arrived. */
    stillFrames?: number;
  }
}

/**
 * Records every layout shift of each page the context opens, from before its first script runs
 * (`buffered`: a shift of the first frames counts too). Shifts within 500 ms of the user's input
 * answer it and are not a jump (`hadRecentInput`), as in Chromium's CLS. Each source is written
 * down when it moves: the node may be gone by the time the test reads the list. It also counts
 * the frames drawn since the page last changed, for `whenQuiet`.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Source = { node: Node | null; previousRect: Rect; currentRect: Rect };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const shifts: LayoutShift[] = [];
    window.layoutShifts = shifts;
    const box = ({ x, y, width, height }: Rect) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(a node since removed)';
      const id = node.id ? `#${node.id}` : '';
      const classes = Array.from(node.classList, (name) => `.${name}`).join('');
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${node.localName}${id}${classes}> "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map(
            (source) => `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });

    // the browser's own frame callback, taken before a test's fake clock replaces it
    const nextFrame = window.requestAnimationFrame.bind(window);
    window.stillFrames = 0;
    const changed = () => void (window.stillFrames = 0);
    new MutationObserver(changed).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    new PerformanceObserver(changed).observe({ type: 'resource' });
    const count = () => {
      window.stillFrames! += 1;
      nextFrame(count);
    };
    nextFrame(count);
  });
}

/** The requests of the page still under way (documents, code, styles, data), counted from now. */
export function openRequests(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * Waits until the page is quiet: no request under way, and three frames drawn since the document
 * last changed or the last file or answer arrived (what arrived is drawn, and the shift it caused
 * reported, by then).
 */
export async function whenQuiet(page: Page, open: () => number): Promise<void> {
  await expect
    .poll(async () => open() === 0 && (await page.evaluate(() => window.stillFrames ?? 0)) >= 3, {
      intervals: [50],
    })
    .toBe(true);
}

/** The layout shifts of the page so far (recordLayoutShifts). */
export const layoutShiftsOf = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => window.layoutShifts ?? []);

/** The shifts as a list a person can follow to the elements that moved. */
export function describeShifts(shifts: readonly LayoutShift[]): string {
  return shifts
    .map(
      (shift) =>
        `  ${shift.value.toFixed(4)} at ${shift.at} ms:\n${shift.sources.map((s) => `    ${s}`).join('\n')}`,
    )
    .join('\n');
}
