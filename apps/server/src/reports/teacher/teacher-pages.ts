import { formatYmd } from '@putt/contract/dates';
import { formatChange } from '@putt/contract/format';
import { type BandId, bandIds } from '@putt/contract/norms';
import { fill } from '../content/report-labels.js';
import { bandRows, profileChart } from '../pdf/charts.js';
import { coverPage } from '../pdf/cover.js';
import { COLORS, CONTENT_WIDTH, type Doc, PAGE, PageWriter } from '../pdf/page-kit.js';
import { type Column, tableRow } from '../pdf/table.js';
import { numbered } from '../pdf/wrap-text.js';
import { bandLegend } from '../student/front-pages.js';
import type { ReportWords } from '../student/report-data.js';
import {
  type ClassStudent,
  classSummary,
  flagsOf,
  peaksOf,
  studentsToMeet,
  type TeacherReportData,
  topCounts,
} from './class-summary.js';

/** A teacher report page's words, the class's data and the norm's bands. */
export type TeacherContext = ReportWords & { data: TeacherReportData; bandOfT: (t: number) => BandId };

/** The student table's rows per page: the table pages hold a class of any size. */
export const STUDENT_ROWS_PER_PAGE = 30;

/** How a student is named in lists: their name, or their place number when no one has entered yet. */
const nameOf = (context: TeacherContext, student: ClassStudent) =>
  student.name || fill(context.labels.teacher.numbered, { num: student.num });

/** Where a student without a released result stands, in words. */
const stateWord = (context: TeacherContext, { state }: ClassStudent) =>
  state === 'released' ? '' : context.labels.teacher.states[state];

/** Page 1: the class, the test and its period, how many students have a result, the norm. */
export function teacherCover(doc: Doc, context: TeacherContext) {
  const { data, labels } = context;
  const count = (state: ClassStudent['state']) => data.students.filter((s) => s.state === state).length;
  const page = coverPage(doc, {
    company: labels.company,
    title: data.testName,
    subtitle: labels.teacherReport,
    facts: [
      [labels.class, data.classLabel],
      [labels.org, data.orgName ?? labels.individual],
      [labels.teacher.period, `${formatYmd(data.takenFrom)} – ${formatYmd(data.takenTo)}`],
      [
        labels.teacher.students,
        fill(labels.teacher.counts, {
          registered: data.students.length,
          released: count('released'),
          held: count('held') + count('retest'),
          open: count('answering') + count('notTaken'),
        }),
      ],
      [labels.norm, data.versions.norm ?? labels.noNorm],
      ...earlierFact(context),
      [labels.teacher.madeOn, formatYmd(data.madeOn)],
    ],
    demo: data.demo ? labels.demo : null,
  });
  page.gap(12);
  page.paragraph(context.content.teacher.intro, { size: 10.5 });
}

/**
 * The cover's line on the students tested before at the organisation (year on year): how many,
 * when and with which norms, and how the student table shows the change. None when no one was.
 */
function earlierFact(context: TeacherContext): [string, string][] {
  const { data, labels } = context;
  const earlier = data.students.flatMap((student) => (student.earlier ? [student.earlier] : []));
  if (earlier.length === 0) return [];
  const days = earlier.map((test) => test.takenOn).sort();
  const period =
    days[0] === days.at(-1) ? formatYmd(days[0]!) : `${formatYmd(days[0]!)} – ${formatYmd(days.at(-1)!)}`;
  const norms = [
    ...new Set(earlier.map((test) => (test.norm ? `${labels.norm} ${test.norm}` : labels.noNorm))),
  ].join(', ');
  return [
    [labels.teacher.earlierTitle, fill(labels.teacher.earlierFact, { count: earlier.length, period, norms })],
  ];
}

/** Page 2: the class's mean profile against the norm, and how many students stand in each band. */
export function classProfilePage(doc: Doc, context: TeacherContext) {
  const { labels, content, family } = context;
  doc.addPage();
  const page = new PageWriter(doc);
  page.heading(labels.teacher.profileTitle[family]);
  page.paragraph(labels.teacher.profileNote, { size: 9.5, color: COLORS.muted });
  const areas = classSummary(context.data, 'area', context.bandOfT);
  const box = { x: PAGE.margin + 22, y: page.y + 16, width: CONTENT_WIDTH - 22, height: 200 };
  page.require(box.height + 50);
  profileChart(
    doc,
    box,
    areas.map((unit) => ({
      label: context.areaName(unit.id),
      t: unit.mean === null ? null : Math.round(unit.mean),
      band: unit.band,
    })),
    labels.unscored,
  );
  page.y = box.y + box.height + 40;
  page.heading(labels.teacher.distributionTitle, 12);
  const bandWidth = 52;
  const columns: Column[] = [
    { head: labels.areaHead[family], width: CONTENT_WIDTH - 5 * bandWidth - 110 },
    ...bandIds.map((band) => ({ head: content.bands[band], width: bandWidth })),
    { head: labels.teacher.meanHead, width: 55 },
    { head: labels.teacher.diffHead, width: 55 },
  ];
  tableRow(
    page,
    columns,
    columns.map((column) => column.head),
    { height: 20, bold: true, fill: COLORS.tint, size: 8.5 },
  );
  for (const unit of areas) {
    tableRow(
      page,
      columns,
      [
        context.areaName(unit.id),
        ...bandIds.map((band) => String(unit.bands[band])),
        unit.mean === null ? labels.unscored : unit.mean.toFixed(1),
        unit.mean === null ? labels.unscored : signed(unit.mean - 50),
      ],
      { height: 20, size: 9 },
    );
  }
  page.gap(10);
  bandLegend(page, context);
}

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(1)}`;

/** Page 3: the group means, and the students grouped by their highest area. */
export function groupsAndTopsPage(doc: Doc, context: TeacherContext) {
  const { labels, family } = context;
  doc.addPage();
  const page = new PageWriter(doc);
  page.heading(labels.teacher.groupsTitle[family]);
  page.gap(4);
  const rows = classSummary(context.data, 'group', context.bandOfT).map((unit) => ({
    label: context.groupName(unit.id),
    t: unit.mean === null ? null : Math.round(unit.mean),
    band: unit.band,
    detail:
      unit.mean === null || !unit.band
        ? labels.unscored
        : fill(labels.teacher.meanDetail, {
            mean: unit.mean.toFixed(1),
            band: context.content.bands[unit.band],
          }),
  }));
  page.y += bandRows(doc, { x: PAGE.margin, y: page.y, width: CONTENT_WIDTH }, rows, 30);
  page.gap(18);
  page.heading(labels.teacher.topTitle[family], 13);
  page.paragraph(labels.teacher.topNote, { size: 9.5, color: COLORS.muted });
  for (const [id, names] of topCounts(context.data)) {
    const top = page.y;
    page.lines(`${context.areaName(id)} (${names.length})`, { size: 10, bold: true, width: 150 });
    const bottom = page.y;
    page.y = top;
    page.lines(shortList(context, names, 24) || labels.unscored, {
      x: PAGE.margin + 160,
      width: CONTENT_WIDTH - 160,
      size: 9.5,
    });
    page.y = Math.max(page.y, bottom) + 4;
  }
}

/** Names joined, the list cut after `limit` with "and n more", so a large class still fits. */
function shortList(context: TeacherContext, names: readonly string[], limit: number): string {
  const shown = names.slice(0, limit).join(', ');
  return names.length > limit
    ? `${shown} ${fill(context.labels.teacher.andMore, { count: names.length - limit })}`
    : shown;
}

/**
 * The student table, STUDENT_ROWS_PER_PAGE a page: number, name, the two highest areas with their
 * T, the lowest, and what to know first (a quality note, a result under review, no result yet).
 */
export function studentPages(doc: Doc, context: TeacherContext) {
  const { labels } = context;
  const columns: Column[] = [
    { head: labels.teacher.numHead, width: 34 },
    { head: labels.name, width: 72 },
    { head: labels.teacher.top1Head, width: 100 },
    { head: labels.teacher.top2Head, width: 100 },
    { head: labels.teacher.lowestHead, width: 100 },
    { head: labels.teacher.flagsHead, width: CONTENT_WIDTH - 406 },
  ];
  const students = context.data.students;
  for (let start = 0; start < Math.max(students.length, 1); start += STUDENT_ROWS_PER_PAGE) {
    doc.addPage();
    const page = new PageWriter(doc);
    page.heading(labels.teacher.studentsTitle);
    tableRow(
      page,
      columns,
      columns.map((column) => column.head),
      { height: 20, bold: true, fill: COLORS.tint, size: 8.5 },
    );
    students.slice(start, start + STUDENT_ROWS_PER_PAGE).forEach((student, index) => {
      tableRow(page, columns, studentCells(context, student), {
        height: 21,
        size: 8.5,
        fill: index % 2 === 1 ? '#f8f9fa' : undefined,
      });
    });
  }
}

function studentCells(context: TeacherContext, student: ClassStudent): string[] {
  const { labels } = context;
  const before = new Map(student.earlier?.scores.levels.area.map((unit) => [unit.id, unit.t]));
  const change = (unit: { id: string; t: number | null }) => {
    const was = before.get(unit.id);
    return unit.t === null || was === undefined || was === null ? '' : ` (${formatChange(unit.t - was)})`;
  };
  const area = (unit: { id: string; t: number | null } | null | undefined) =>
    unit
      ? `${context.areaName(unit.id)}${unit.t === null ? '' : ` ${unit.t}`}${change(unit)}`
      : labels.unscored;
  const base = [String(student.num), student.name || labels.unscored];
  if (student.state !== 'released' || !student.scores) {
    return [...base, labels.unscored, labels.unscored, labels.unscored, stateWord(context, student)];
  }
  const { top, lowest } = peaksOf(student.scores);
  const notes = flagsOf(student).map((flag) => labels.teacher.flags[flag]);
  return [...base, area(top[0]), area(top[1]), area(lowest), notes.join(', ')];
}

/** The last page: how to use the report in counselling, whom to see first, who has no result yet. */
export function counsellingNotesPage(doc: Doc, context: TeacherContext) {
  const { labels, content, data } = context;
  doc.addPage();
  const page = new PageWriter(doc);
  page.heading(labels.teacher.notesTitle);
  page.bullets(content.teacher.notes, { size: 10 });
  page.gap(12);
  page.heading(labels.teacher.meetFirstTitle, 13);
  page.paragraph(labels.teacher.meetFirstNote, { size: 9.5, color: COLORS.muted });
  const meet = studentsToMeet(data.students).map((student) => {
    const why =
      student.state === 'released'
        ? flagsOf(student)
            .map((flag) => labels.teacher.flags[flag])
            .concat(
              student
                .scores!.levels.area.filter((unit) => unit.band === 'veryLow')
                .map((unit) => `${context.areaName(unit.id)} ${content.bands.veryLow}`),
            )
        : [stateWord(context, student)];
    return numbered(student.num, `${nameOf(context, student)} (${why.join(', ')})`);
  });
  if (meet.length === 0) page.paragraph(labels.teacher.meetFirstNone, { size: 10 });
  else page.paragraph(shortList(context, meet, 30), { size: 9.5 });
  page.gap(8);
  page.heading(labels.teacher.waitingTitle, 13);
  const waiting = data.students
    .filter((student) => student.state === 'answering' || student.state === 'notTaken')
    .map((student) => nameOf(context, student));
  page.paragraph(waiting.length ? shortList(context, waiting, 40) : labels.teacher.waitingNone, {
    size: 9.5,
  });
  page.gap(12);
  page.lines(fill(labels.basis, { ...data.versions, norm: data.versions.norm ?? labels.noNorm }), {
    size: 8.5,
    color: COLORS.muted,
  });
}
