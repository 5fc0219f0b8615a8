import { formatYmd } from '@putt/contract/dates';
import { testFamilyNames } from '@putt/contract/instrument-names';
import { fill } from '../content/report-labels.js';
import { bandRows, BAND_COLORS, profileChart } from '../pdf/charts.js';
import { COLORS, CONTENT_WIDTH, type Doc, PAGE, PageWriter } from '../pdf/page-kit.js';
import { coverPage } from '../pdf/cover.js';
import { earlierComparison } from './earlier-comparison.js';
import { readProfile } from './profile-reading.js';
import { type ReportContext, type ReportWords, unitDetail } from './report-data.js';

/** Page 1: the cover: the test, who took it, where and when, and the norm it is read against. */
export function studentCover(doc: Doc, context: ReportContext) {
  const { data, labels } = context;
  coverPage(doc, {
    company: labels.company,
    title: data.testName,
    subtitle: labels.studentReport,
    facts: [
      [labels.name, data.name],
      [labels.org, data.orgName ?? labels.individual],
      // an individual's test has no class: its project is named after the test, shown below
      ...(data.orgName === null ? [] : [[labels.class, data.classLabel] as [string, string]]),
      [labels.takenOn, formatYmd(data.takenOn)],
      [labels.test, data.testName],
      [labels.norm, data.versions.norm ?? labels.noNorm],
    ],
    demo: data.demo ? labels.demo : null,
  });
}

/** Page 2: the profile of the 8 talents or 9 competencies, the highest named, the bands explained. */
export function profilePage(doc: Doc, context: ReportContext) {
  const { data, labels, content, family } = context;
  doc.addPage();
  const page = new PageWriter(doc);
  page.heading(labels.profileTitle[family]);
  page.paragraph(fill(content[family].intro.join(' '), { test: testFamilyNames[family][data.language] }), {
    size: 10,
  });
  const areas = data.scores.levels.area;
  const box = { x: PAGE.margin + 22, y: page.y + 18, width: CONTENT_WIDTH - 22, height: 250 };
  page.require(box.height + 60);
  profileChart(
    doc,
    box,
    areas.map((unit) => ({ label: context.areaName(unit.id), t: unit.t, band: unit.band })),
    labels.unscored,
  );
  page.y = box.y + box.height + 40;
  const reading = readProfile(data.scores);
  const list = reading.areas.map((unit) => `${context.areaName(unit.id)} (${unitDetail(context, unit)})`);
  page.lines(fill(labels.top[reading.kind][family], { list: list.join(', ') }), { size: 11, bold: true });
  if (areas.some((unit) => unit.raw === null))
    page.lines(labels.unscoredNote, { size: 9, color: COLORS.muted });
  page.gap(10);
  bandLegend(page, context);
}

/** Each band's colour, words and meaning for a parent. */
export function bandLegend(page: PageWriter, context: ReportWords) {
  const { content } = context;
  for (const band of ['veryHigh', 'high', 'average', 'low', 'veryLow'] as const) {
    const top = page.y;
    page.doc.rect(PAGE.margin, top + 2, 10, 10).fill(BAND_COLORS[band]);
    page.lines(content.bands[band], { x: PAGE.margin + 16, width: 70, size: 9.5, bold: true });
    page.y = top;
    page.lines(content.bandMeaning[band], { x: PAGE.margin + 92, width: CONTENT_WIDTH - 92, size: 9 });
    page.gap(4);
  }
}

/**
 * Page 3: the 4 talent groups or 3 competency groups, what each means; for PUTT, the 4 stages; and
 * the earlier test beside this one where the pupil took it before.
 */
export function groupsPage(doc: Doc, context: ReportContext) {
  const { data, labels, content, family } = context;
  doc.addPage();
  const page = new PageWriter(doc);
  page.heading(labels.groupsTitle[family]);
  page.gap(6);
  const rows = data.scores.levels.group.map((unit) => ({
    label: context.groupName(unit.id),
    t: unit.t,
    band: unit.band,
    detail: unitDetail(context, unit),
  }));
  page.y += bandRows(doc, { x: PAGE.margin, y: page.y, width: CONTENT_WIDTH }, rows, 34);
  page.gap(16);
  for (const unit of data.scores.levels.group) {
    page.lines(context.groupName(unit.id), { size: 11, bold: true });
    const groups = content[family].groups as Record<string, string>;
    page.paragraph(groups[unit.id] ?? '', { size: 10 });
  }
  if (family === 'putt') {
    page.gap(8);
    page.heading(labels.stagesTitle, 13);
    for (const [stage, text] of Object.entries(content.putt.stages)) {
      page.lines(`${context.scaleName(`x.${stage}`)} — ${text}`, { size: 10 });
      page.gap(3);
    }
  }
  earlierComparison(page, context);
}
