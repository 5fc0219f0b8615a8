import { testFamilyNames } from '@putt/contract/instrument-names';
import type { Lang } from '@putt/contract/lang';
import { MIN_PUPILS_FOR_MEAN, pupilStates, type TInstrumentResults } from '@putt/contract/school-results';
import ExcelJS from 'exceljs';
import { fill, reportLabels } from './content/report-labels.js';
import { reportWords, type ReportWords } from './student/report-data.js';

/** getSchoolResults' answer, as the workbook is made from it. */
export type ResultsWorkbookData = { orgName: string; instruments: TInstrumentResults[] };

const SHEET_NAME_MAX = 31;

/**
 * A text that Excel would take for a formula if someone edited the cell (=, +, -, @, or a tab or
 * carriage return before one) gets a leading apostrophe, as the code sheet's CSV does: the cells are
 * text, never formulas, whatever a pupil's name or a class's label holds.
 */
const safeText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A sheet name Excel accepts (31 characters, none of []:*?/\), unique in the workbook. */
function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, SHEET_NAME_MAX - 4) || 'sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

const stateWord = (labels: ReportWords['labels'], state: (typeof pupilStates)[number]) =>
  state === 'released' ? labels.teacher.xlsx.released : labels.teacher.states[state];

/** Each group's and area's name, groups first, as the columns run. */
function unitsOf(results: TInstrumentResults, words: ReportWords) {
  return [
    ...results.groups.map((group) => ({ id: group.id, name: words.groupName(group.id) })),
    ...results.groups.flatMap((group) => group.areas.map((id) => ({ id, name: words.areaName(id) }))),
  ];
}

function summarySheet(book: ExcelJS.Workbook, data: ResultsWorkbookData, language: Lang, taken: Set<string>) {
  const labels = reportLabels[language];
  const sheet = book.addWorksheet(sheetName(labels.teacher.xlsx.summary, taken));
  sheet.addRow([safeText(data.orgName)]).font = { bold: true };
  for (const results of data.instruments) {
    const words = reportWords(language, results.instrument);
    const units = unitsOf(results, words);
    sheet.addRow([]);
    sheet.addRow([testFamilyNames[words.family][language]]).font = { bold: true };
    sheet.addRow([`${labels.norm}: ${results.norms.join(', ') || labels.noNorm}`]);
    const head = sheet.addRow([
      labels.class,
      labels.test,
      ...pupilStates.map((state) => stateWord(labels, state)),
      ...units.map((unit) => `${unit.name} ${labels.teacher.xlsx.meanT}`),
    ]);
    head.font = { bold: true };
    const meanOf = (summary: TInstrumentResults['summary'], id: string) =>
      summary.find((unit) => unit.id === id)?.mean ?? null;
    for (const group of results.classes) {
      sheet.addRow([
        safeText(group.label),
        safeText(group.testName),
        ...pupilStates.map((state) => group.counts[state]),
        ...units.map((unit) => meanOf(group.summary, unit.id)),
      ]);
    }
    sheet.addRow([
      labels.teacher.xlsx.all,
      '',
      ...pupilStates.map((state) => results.classes.reduce((sum, group) => sum + group.counts[state], 0)),
      ...units.map((unit) => meanOf(results.summary, unit.id)),
    ]).font = { bold: true };
  }
  sheet.addRow([]);
  sheet.addRow([fill(labels.teacher.xlsx.meanRule, { min: MIN_PUPILS_FOR_MEAN })]);
  sheet.getColumn(1).width = 24;
  sheet.getColumn(2).width = 24;
}

function classSheet(
  book: ExcelJS.Workbook,
  results: TInstrumentResults,
  group: TInstrumentResults['classes'][number],
  language: Lang,
  taken: Set<string>,
) {
  const its = reportWords(language, results.instrument);
  const units = unitsOf(results, its);
  const sheet = book.addWorksheet(sheetName(group.label, taken));
  const { labels } = its;
  sheet.addRow([
    labels.teacher.numHead,
    labels.name,
    labels.teacher.xlsx.state,
    ...units.flatMap((unit) => [
      `${unit.name} ${labels.tHead}`,
      `${unit.name} ${labels.percentileHead}`,
      `${unit.name} ${labels.bandHead}`,
    ]),
    labels.teacher.top1Head,
    labels.teacher.top2Head,
    labels.teacher.lowestHead,
    labels.teacher.flagsHead,
  ]).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
  for (const pupil of results.pupils.filter((p) => p.projectSk === group.projectSk)) {
    sheet.addRow([
      pupil.num,
      pupil.name ? safeText(pupil.name) : null,
      stateWord(labels, pupil.state),
      ...units.flatMap((unit) => {
        const place = pupil.places[unit.id];
        return [
          place?.t ?? null,
          place?.percentile ?? null,
          place?.band ? its.content.bands[place.band] : null,
        ];
      }),
      pupil.top[0] ? its.areaName(pupil.top[0]) : null,
      pupil.top[1] ? its.areaName(pupil.top[1]) : null,
      pupil.lowest ? its.areaName(pupil.lowest) : null,
      pupil.flags.map((flag) => labels.teacher.flags[flag]).join(', ') || null,
    ]);
  }
  sheet.getColumn(2).width = 14;
}

/**
 * A school's results as an Excel workbook (issue 46): a summary sheet (each class's counts and mean
 * T per group and area, the means of fewer than five pupils left empty), then one sheet per class
 * with every pupil's T score, percentile and band per group and area, their highest and lowest areas
 * and the quality notes. Drawn on a render thread: a school of 300 pupils is a few hundred
 * milliseconds of CPU.
 */
export async function renderResultsWorkbook(data: ResultsWorkbookData, language: Lang): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = data.orgName;
  const taken = new Set<string>();
  summarySheet(book, data, language, taken);
  for (const results of data.instruments) {
    for (const group of results.classes) classSheet(book, results, group, language, taken);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
