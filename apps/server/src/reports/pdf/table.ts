import { COLORS, PAGE, type PageWriter } from './page-kit.js';

export type Column = { head: string; width: number };

/**
 * One row of a report table at the writer's cursor (from the left margin or `x`), cells left to right in their columns' widths.
 * A cell wider than its column is set smaller (down to 6.5 pt), then cut with an ellipsis: a name
 * never runs into the next column.
 */
export function tableRow(
  page: PageWriter,
  columns: readonly Column[],
  cells: readonly string[],
  {
    height,
    bold = false,
    fill,
    size = 9,
    x: left = PAGE.margin,
  }: { height: number; bold?: boolean; fill?: string; size?: number; x?: number },
) {
  const { doc } = page;
  page.require(height);
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  if (fill) doc.rect(left, page.y, width, height).fill(fill);
  let x = left + 4;
  doc.font(bold ? 'bold' : 'regular').fillColor(COLORS.ink);
  cells.forEach((cell, index) => {
    const room = columns[index]!.width - 6;
    const fitted = fit(page, cell, room, size);
    doc
      .fontSize(fitted.size)
      .text(fitted.text, x, page.y + (height - fitted.size) / 2 - 1, { lineBreak: false });
    x += columns[index]!.width;
  });
  page.y += height;
}

function fit(page: PageWriter, text: string, room: number, size: number): { text: string; size: number } {
  const { doc } = page;
  doc.fontSize(size);
  const full = doc.widthOfString(text);
  if (full <= room) return { text, size };
  const smaller = Math.max(6.5, (size * room) / full);
  doc.fontSize(smaller);
  if (doc.widthOfString(text) <= room) return { text, size: smaller };
  let cut = [...text];
  while (cut.length > 1 && doc.widthOfString(`${cut.join('')}…`) > room) cut = cut.slice(0, -1);
  return { text: `${cut.join('')}…`, size: smaller };
}

/** A thin line across the table's width at the cursor, between its sections. */
export function tableRule(page: PageWriter, width: number, x = PAGE.margin) {
  page.doc
    .moveTo(x, page.y)
    .lineTo(x + width, page.y)
    .lineWidth(0.4)
    .stroke(COLORS.line);
}
