import { formatNumber } from '@putt/contract/format';
import { Image, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { muted, styles } from './document-styles.js';

/**
 * The parts the order documents (견적서, 거래명세서) share (their styles in document-styles.ts): the party boxes of the
 * traditional Korean form (a narrow vertical label, then label and value cells), the seal, the
 * lines table whose header repeats on every page, the sums and the page footer.
 */

/** yyyymmdd (or yyyy-mm-dd) → 2026년 11월 25일; anything else is printed as given. */
export function koreanDate(day: string): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, day2] = match;
  return `${year}년 ${Number(month)}월 ${Number(day2)}일`;
}

/** 110000 → ₩110,000 */
export const won = (amount: number) => `₩${formatNumber(amount)}`;

/** How a party box is sized in its row of boxes. */
export type BoxSize = { width?: number; flexGrow?: number };

export type Cell = { label: string; value: string; bold?: boolean };

/**
 * One row of a party box: one or two label-value pairs. `seal` is stamped over "(인)" at the end
 * of the last value (the representative's).
 */
export function boxRow(key: string, cells: Cell[], options: { last?: boolean; seal?: ReactElement } = {}) {
  return h(
    View,
    { key, style: options.last ? [styles.row] : [styles.row, styles.rowRule], wrap: false },
    cells.flatMap((cell, index) => {
      const lastCell = index === cells.length - 1;
      const sealed = Boolean(options.seal) && lastCell;
      return [
        h(
          View,
          { key: `${index}l`, style: styles.cellLabel },
          h(Text, { style: styles.cellLabelText }, cell.label),
        ),
        h(
          View,
          {
            key: `${index}v`,
            style: [
              styles.cellValue,
              ...(lastCell ? [] : [styles.cellValueRule]),
              ...(sealed ? [styles.sealCell] : []),
            ],
          },
          [
            h(Text, { key: 'value', style: cell.bold ? styles.strong : {} }, cell.value || '-'),
            ...(sealed ? [h(Text, { key: 'mark', style: styles.sealMark }, '(인)'), options.seal] : []),
          ],
        ),
      ];
    }),
  );
}

/**
 * A party box (공급자, 공급받는자): the label written downwards, then the rows. `style` sizes it
 * in the row of boxes it sits in (a width, or a share of the row).
 */
export function partyBox(label: string, rows: ReactElement[], options: { style?: BoxSize } = {}) {
  return h(View, { style: [styles.box, options.style ?? {}], wrap: false }, [
    h(
      View,
      { key: 'label', style: styles.boxLabel },
      h(Text, { style: styles.boxLabelText }, [...label].join('\n')),
    ),
    h(View, { key: 'rows', style: styles.boxRows }, rows),
  ]);
}

/** The kind of image a seal is, from its bytes: react-pdf embeds PNG and JPEG only. */
function imageFormat(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/**
 * The seal stamped beside the representative: the uploaded image, or else a round seal drawn with
 * the company's name (as on the registration certificate), its letters set in a square.
 */
export function seal(companyName: string, image: Buffer | null) {
  const format = image ? imageFormat(image) : null;
  if (image && format) {
    return h(Image, { key: 'seal', style: styles.seal, src: { data: image, format } });
  }
  const letters = [...`${companyName.replace(/[\s()（）]|주식회사/g, '')}인`];
  const columns = Math.max(2, Math.ceil(Math.sqrt(letters.length)));
  const rows: string[] = [];
  for (let start = 0; start < letters.length; start += columns) {
    rows.push(letters.slice(start, start + columns).join(''));
  }
  const fontSize = Math.min(10, Math.floor((28 / Math.max(columns, rows.length)) * 10) / 10);
  return h(
    View,
    { key: 'seal', style: [styles.seal, styles.drawnSeal] },
    h(Text, { style: [styles.drawnSealText, { fontSize, lineHeight: 1.05 }] }, rows.join('\n')),
  );
}

/** The amount in words and in figures, with its tax note: the line a clerk reads first. */
export function totalLine(label: string, words: string, total: number, note: string) {
  return h(View, { style: styles.totalBox, wrap: false }, [
    h(View, { key: 'label', style: styles.totalLabel }, h(Text, { style: styles.totalLabelText }, label)),
    h(
      View,
      { key: 'value', style: styles.totalValue },
      h(Text, { style: styles.totalValueText }, [
        `${words} (${won(total)})`,
        h(Text, { key: 'note', style: styles.totalNote }, `  ${note}`),
      ]),
    ),
  ]);
}

export type Line = { name: string; quantity: number; unitPrice: number; amount: number; notes: string };

const columns = [
  { label: '번호', width: 30, align: 'center' },
  { label: '품목', flex: 1, align: 'left' },
  { label: '수량', width: 44, align: 'right' },
  { label: '단가', width: 72, align: 'right' },
  { label: '금액', width: 82, align: 'right' },
  { label: '비고', width: 100, align: 'left' },
] as const;

const columnStyle = (column: (typeof columns)[number]) =>
  'width' in column ? { width: column.width } : { flex: column.flex };

/** The lines: its header repeats on every page the table runs onto, and no row is split. */
export function linesTable(lines: readonly Line[]) {
  const header = h(
    View,
    { key: 'header', style: styles.tr, fixed: true },
    columns.map((column, at) =>
      h(
        Text,
        {
          key: column.label,
          style: [styles.th, columnStyle(column), ...(at === 0 ? [styles.firstCell] : [])],
        },
        column.label,
      ),
    ),
  );
  const rows = lines.map((item, index) => {
    const values = [
      String(index + 1),
      item.name,
      formatNumber(item.quantity),
      formatNumber(item.unitPrice),
      formatNumber(item.amount),
      item.notes,
    ];
    return h(
      View,
      { key: `line${index}`, style: styles.tr, wrap: false },
      columns.map((column, at) =>
        h(
          Text,
          {
            key: column.label,
            style: [
              styles.td,
              columnStyle(column),
              { textAlign: column.align },
              ...(at === 0 ? [styles.firstCell] : []),
            ],
          },
          values[at] ?? '',
        ),
      ),
    );
  });
  const empty = h(
    View,
    { key: 'empty', style: styles.tr },
    h(
      Text,
      { style: [styles.td, styles.firstCell, { flex: 1, textAlign: 'center', color: muted }] },
      '품목 없음',
    ),
  );
  return h(View, {}, [header, ...(rows.length > 0 ? rows : [empty])]);
}

/** 공급가액, 세액 (or 면세) and 합계 under the table, kept together. */
export function sumsTable(sums: { label: string; value: string; bold?: boolean }[]) {
  return h(
    View,
    { style: styles.sums, wrap: false },
    h(
      View,
      { style: styles.sumsTable },
      sums.map((sum) =>
        h(View, { key: sum.label, style: styles.sumRow }, [
          h(Text, { key: 'l', style: styles.sumLabel }, sum.label),
          h(Text, { key: 'v', style: [styles.sumValue, ...(sum.bold ? [styles.strong] : [])] }, sum.value),
        ]),
      ),
    ),
  );
}

/** Label-value lines of a section (payment, dates). */
export function notes(title: string, rows: { label: string; value: string }[], bullets: string[] = []) {
  return h(View, { style: styles.section, wrap: false }, [
    h(Text, { key: 'title', style: styles.sectionTitle }, title),
    ...rows.map((row) =>
      h(View, { key: row.label, style: styles.noteRow }, [
        h(Text, { key: 'l', style: styles.noteLabel }, row.label),
        h(Text, { key: 'v', style: styles.noteValue }, row.value),
      ]),
    ),
    ...bullets.map((bullet, index) => h(Text, { key: `b${index}`, style: styles.bullet }, `※ ${bullet}`)),
  ]);
}

/** The footer of every page: the document and its number, and 'n / N'. */
export function footer(name: string) {
  return h(View, { key: 'footer', style: styles.footer, fixed: true }, [
    h(Text, { key: 'name' }, name),
    h(Text, {
      key: 'page',
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages?: number }) =>
        `${pageNumber} / ${totalPages ?? pageNumber}`,
    }),
  ]);
}
