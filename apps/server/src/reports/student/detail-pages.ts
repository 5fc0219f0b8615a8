import { fill } from '../content/report-labels.js';
import { BAND_COLORS } from '../pdf/charts.js';
import { COLORS, CONTENT_WIDTH, type Doc, PAGE, PageWriter } from '../pdf/page-kit.js';
import { tableRow, tableRule } from '../pdf/table.js';
import { numbered } from '../pdf/wrap-text.js';
import type { TUnitScore } from '@putt/contract/results';
import { readProfile } from './profile-reading.js';
import type { ReportContext } from './report-data.js';

/** Page 4: every scale with its raw score, T, percentile and level, under its talent or competency. */
export function scalesPage(doc: Doc, context: ReportContext) {
  const { data, labels, content, family } = context;
  doc.addPage();
  const page = new PageWriter(doc);
  page.heading(labels.scalesTitle);
  const columns = [
    { head: labels.areaHead[family], width: 120 },
    { head: labels.scaleHead, width: 165 },
    { head: labels.rawHead, width: 55 },
    { head: labels.tHead, width: 55 },
    { head: labels.percentileHead, width: 55 },
    { head: labels.bandHead, width: CONTENT_WIDTH - 450 },
  ];
  const height = data.scores.levels.scale.length > 28 ? 18.5 : 21;
  tableRow(
    page,
    columns,
    columns.map((column) => column.head),
    { height, bold: true, fill: COLORS.tint },
  );
  const parentOf = new Map(data.scales.map((scale) => [scale.id, scale.parent]));
  let previous = '';
  for (const unit of data.scores.levels.scale) {
    const parent = parentOf.get(unit.id) ?? unit.id.split('.')[0]!;
    const firstOfArea = parent !== previous;
    if (firstOfArea && previous) tableRule(page, CONTENT_WIDTH);
    previous = parent;
    if (unit.band)
      doc
        .rect(PAGE.width - PAGE.margin - columns[5]!.width - 2, page.y + 5, 4, height - 10)
        .fill(BAND_COLORS[unit.band]);
    tableRow(
      page,
      columns,
      [
        firstOfArea ? context.areaName(parent) : '',
        context.scaleName(unit.id),
        unit.raw === null ? labels.unscored : unit.raw.toFixed(2),
        unit.t === null ? labels.unscored : String(unit.t),
        unit.percentile === null ? labels.unscored : String(unit.percentile),
        unit.band ? content.bands[unit.band] : labels.unscored,
      ],
      { height },
    );
  }
  if (data.scores.levels.scale.some((unit) => unit.raw === null)) {
    page.gap(6);
    page.lines(labels.unscoredNote, { size: 9, color: COLORS.muted });
  }
}

/**
 * Page 5: how the strengths show (high bands only), or how the relatively higher areas grow when
 * none is high; then how the two lowest can grow. A flat profile names no area (decision 029).
 */
export function strengthsPage(doc: Doc, context: ReportContext) {
  const { data, labels, content, family } = context;
  doc.addPage();
  const page = new PageWriter(doc);
  const reading = readProfile(data.scores);
  page.heading(labels.strengthsTitle[reading.kind]);
  const areas = (family === 'putt' ? content.putt.talents : content.tocc.competencies) as Record<
    string,
    { definition: string; strength: string[]; development: string[] }
  >;
  const block = (template: string, unit: TUnitScore, sentences: string[]) => {
    page.gap(6);
    page.lines(fill(template, { name: context.areaName(unit.id), band: bandWord(unit) }), {
      size: 12,
      bold: true,
      color: COLORS.brand,
    });
    page.paragraph(areas[unit.id]!.definition, { size: 9.5, color: COLORS.muted });
    page.bullets(sentences, { size: 10 });
  };
  const bandWord = (unit: TUnitScore) => (unit.band ? content.bands[unit.band] : labels.unscored);
  if (reading.kind === 'strengths') {
    for (const unit of reading.areas) block(labels.strengthOf, unit, areas[unit.id]!.strength);
  } else if (reading.kind === 'relative' || reading.kind === 'raw') {
    // not high: the sentences of what a high score shows would claim what the scores do not
    page.paragraph(labels.relativeNote, { size: 10 });
    for (const unit of reading.areas) block(labels.relativeOf, unit, areas[unit.id]!.development);
  } else {
    page.paragraph(fill(labels.top[reading.kind][family], { list: '' }), { size: 10.5 });
  }
  if (reading.toDevelop.length === 0) return;
  page.gap(8);
  page.rule();
  for (const unit of reading.toDevelop) block(labels.developmentOf, unit, areas[unit.id]!.development);
}

/**
 * Page 6: for PUTT, majors, careers and activities of the strengths (or, none being high, of the
 * relatively higher talents, marked so); for TOCC/TEC, habits of the highest and of the two to
 * grow. Nothing is picked for a flat profile or one with every area below average.
 */
export function explorePage(doc: Doc, context: ReportContext) {
  const { data, labels, content, family } = context;
  doc.addPage();
  const page = new PageWriter(doc);
  page.heading(labels.exploreTitle);
  const reading = readProfile(data.scores);
  const marked = (unit: TUnitScore) =>
    reading.kind === 'strengths'
      ? context.areaName(unit.id)
      : `${context.areaName(unit.id)} (${labels.relativeMark})`;
  if (reading.areas.length === 0) page.paragraph(labels.exploreNone, { size: 10.5 });
  if (family === 'putt') {
    for (const unit of reading.areas) {
      const talent = content.putt.talents[unit.id as keyof typeof content.putt.talents];
      page.gap(8);
      page.lines(marked(unit), { size: 13, bold: true, color: COLORS.brand });
      page.gap(2);
      page.lines(`${labels.majors}: ${talent.majors.join(', ')}`, { size: 10 });
      page.lines(`${labels.careers}: ${talent.careers.join(', ')}`, { size: 10 });
      page.gap(4);
      page.lines(labels.activities, { size: 10, bold: true });
      page.bullets(talent.activities, { size: 10 });
    }
    return;
  }
  // the highest competency to keep using, and the two to grow
  for (const unit of [...reading.areas.slice(0, 1), ...reading.toDevelop]) {
    const competency = content.tocc.competencies[unit.id as keyof typeof content.tocc.competencies];
    page.gap(8);
    page.lines(fill(labels.habitsOf, { name: context.areaName(unit.id) }), {
      size: 13,
      bold: true,
      color: COLORS.brand,
    });
    page.bullets(competency.habits, { size: 10 });
  }
}

/** Page 7: the counselling session's questions, each with lines to write on. */
export function counsellingPage(doc: Doc, context: ReportContext) {
  const { labels, content } = context;
  doc.addPage();
  const page = new PageWriter(doc);
  page.heading(labels.counsellingTitle);
  page.paragraph(content.counselling.intro, { size: 10, color: COLORS.muted });
  const lines = content.counselling.questions.length > 5 ? 3 : 4;
  content.counselling.questions.forEach((question, index) => {
    page.gap(6);
    page.lines(numbered(index + 1, question), { size: 10.5, bold: true });
    for (let line = 0; line < lines; line += 1) {
      page.gap(22);
      doc
        .moveTo(PAGE.margin + 14, page.y)
        .lineTo(PAGE.width - PAGE.margin, page.y)
        .lineWidth(0.5)
        .stroke(COLORS.line);
    }
    page.gap(4);
  });
}

/** Page 8: how to read the report, what each level means, and what the result was computed with. */
export function readingPage(
  doc: Doc,
  context: ReportContext,
  bands: readonly { id: string; min: number; max: number }[],
) {
  const { data, labels, content } = context;
  doc.addPage();
  const page = new PageWriter(doc);
  page.heading(labels.readingTitle);
  for (const paragraph of content.reading.paragraphs) page.paragraph(paragraph, { size: 10 });
  page.gap(4);
  page.heading(labels.bandTable, 12);
  for (const band of bands) {
    const id = band.id as keyof typeof content.bands;
    const top = page.y;
    doc.rect(PAGE.margin, top + 2, 10, 10).fill(BAND_COLORS[id]);
    page.lines(`${content.bands[id]} (${fill(labels.tRange, { min: band.min, max: band.max })})`, {
      x: PAGE.margin + 16,
      width: 130,
      size: 9.5,
      bold: true,
    });
    page.y = top;
    page.lines(content.bandMeaning[id], { x: PAGE.margin + 150, width: CONTENT_WIDTH - 150, size: 9 });
    page.gap(4);
  }
  page.gap(10);
  page.lines(
    fill(labels.basis, {
      bank: data.versions.bank,
      norm: data.versions.norm ?? labels.noNorm,
      engine: data.versions.engine,
    }),
    { size: 8.5, color: COLORS.muted },
  );
}
