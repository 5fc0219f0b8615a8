import { formatYmd } from '@putt/contract/dates';
import { formatChange } from '@putt/contract/format';
import { fill } from '../content/report-labels.js';
import { COLORS, CONTENT_WIDTH, PAGE, type PageWriter } from '../pdf/page-kit.js';
import { type Column, tableRow } from '../pdf/table.js';
import type { ReportContext } from './report-data.js';

const GUTTER = 20;
/** a number column's width: "Earlier T" at 8.5 pt */
const NUMBER = 44;

/**
 * Year on year (issue 46): the earlier test's T-scores beside this one's, each group and area with
 * the change, the earlier test's day and norm named. Drawn under the group scores of page 3, where
 * both families leave room, so the report keeps its eight pages.
 */
export function earlierComparison(page: PageWriter, context: ReportContext) {
  const { data, labels, family } = context;
  const earlier = data.earlier;
  if (!earlier) return;
  page.gap(10);
  page.heading(labels.earlierTitle, 13);
  page.paragraph(
    fill(labels.earlierIntro, {
      date: formatYmd(earlier.takenOn),
      norm: earlier.norm ? `${labels.norm} ${earlier.norm}` : labels.noNorm,
    }),
    { size: 9, color: COLORS.muted },
  );
  const before = new Map(
    [...earlier.scores.levels.group, ...earlier.scores.levels.area].map((unit) => [unit.id, unit.t]),
  );
  // the groups on the left, their areas on the right: side by side the two fit under the groups
  const top = page.y;
  const half = (CONTENT_WIDTH - GUTTER) / 2;
  const blocks = [
    {
      x: PAGE.margin,
      head: labels.earlierHead.group[family],
      units: data.scores.levels.group,
      name: context.groupName,
    },
    {
      x: PAGE.margin + half + GUTTER,
      head: labels.areaHead[family],
      units: data.scores.levels.area,
      name: context.areaName,
    },
  ];
  let bottom = top;
  for (const block of blocks) {
    page.y = top;
    const columns: Column[] = [
      { head: block.head, width: half - 3 * NUMBER },
      { head: labels.earlierHead.before, width: NUMBER },
      { head: labels.earlierHead.now, width: NUMBER },
      { head: labels.earlierHead.change, width: NUMBER },
    ];
    const style = { height: 15, size: 8.5, x: block.x };
    tableRow(
      page,
      columns,
      columns.map((column) => column.head),
      { ...style, bold: true, fill: COLORS.tint },
    );
    for (const unit of block.units) {
      const was = before.get(unit.id) ?? null;
      tableRow(
        page,
        columns,
        [
          block.name(unit.id),
          was === null ? labels.unscored : String(was),
          unit.t === null ? labels.unscored : String(unit.t),
          was === null || unit.t === null ? labels.unscored : formatChange(unit.t - was),
        ],
        style,
      );
    }
    bottom = Math.max(bottom, page.y);
  }
  page.y = bottom;
}
