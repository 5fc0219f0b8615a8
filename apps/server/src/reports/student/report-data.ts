import { type Family, familyOf, type InstrumentKey } from '@putt/contract/instruments';
import {
  puttStageNames,
  puttTalentGroupNames,
  puttTalentNames,
  toccCompetencyGroupNames,
  toccCompetencyNames,
} from '@putt/contract/instrument-names';
import type { TResultScores, TUnitScore } from '@putt/contract/results';
import type { Lang } from '@putt/contract/lang';
import { reportContent, type TReportContent } from '../content/report-content.js';
import type { EarlierTest } from '../earlier-results.js';
import { type ReportLabels, reportLabels } from '../content/report-labels.js';

type Text = { ko: string; en: string };

/** What one student's report is made of: who, which test, the result, and the bank's scale names. */
export type StudentReportData = {
  language: Lang;
  name: string;
  /** the school or organisation; null for an individual's test */
  orgName: string | null;
  classLabel: string;
  testName: string;
  instrument: InstrumentKey;
  /** yyyymmdd */
  takenOn: string;
  scores: TResultScores;
  /** the bank's scales (id → name and parent), for the scale table */
  scales: { id: string; parent: string; name: Text }[];
  versions: { bank: string; norm: string | null; engine: string };
  demo: boolean;
  /** the pupil's latest released result of an earlier order of the organisation (year on year) */
  earlier?: EarlierTest | null;
};

/** The words a report needs, resolved once for its language and the instrument's family. */
export type ReportWords = {
  family: Family;
  labels: ReportLabels;
  content: TReportContent;
  areaName: (id: string) => string;
  groupName: (id: string) => string;
  scaleName: (id: string) => string;
};

/** A student report page's words and the student's data. */
export type ReportContext = ReportWords & { data: StudentReportData };

export function reportWords(
  language: Lang,
  instrument: InstrumentKey,
  bankScales: StudentReportData['scales'] = [],
): ReportWords {
  const family = familyOf(instrument);
  const areas: Record<string, Text> = family === 'putt' ? puttTalentNames : toccCompetencyNames;
  const groups: Record<string, Text> = family === 'putt' ? puttTalentGroupNames : toccCompetencyGroupNames;
  const scales = new Map(bankScales.map((scale) => [scale.id, scale.name]));
  return {
    family,
    labels: reportLabels[language],
    content: reportContent[language],
    areaName: (id) => areas[id]?.[language] ?? id,
    groupName: (id) => groups[id]?.[language] ?? id,
    scaleName: (id) => {
      if (family === 'putt') {
        const stage = id.split('.')[1] as keyof typeof puttStageNames;
        return puttStageNames[stage]?.[language] ?? id;
      }
      return scales.get(id)?.[language] ?? id;
    },
  };
}

export const reportContext = (data: StudentReportData): ReportContext => ({
  data,
  ...reportWords(data.language, data.instrument, data.scales),
});

/**
 * Parts from the highest: by T where normed, else by raw score; unscored parts last. Ties keep the
 * instrument's order, so the same result always ranks the same.
 */
export function ranked(units: readonly TUnitScore[]): TUnitScore[] {
  const key = (unit: TUnitScore) => unit.t ?? (unit.raw === null ? -Infinity : unit.raw);
  return units
    .map((unit, index) => ({ unit, index }))
    .sort((a, b) => key(b.unit) - key(a.unit) || a.index - b.index)
    .map(({ unit }) => unit);
}

/** "T 58 · 백분위 79 · 보통", or the raw score where no norm applies, or the dash. */
export function unitDetail(context: ReportWords, unit: TUnitScore): string {
  const { labels, content } = context;
  if (unit.t !== null && unit.band) {
    return labels.detail
      .replace('{{t}}', String(unit.t))
      .replace('{{percentile}}', String(unit.percentile))
      .replace('{{band}}', content.bands[unit.band]);
  }
  return unit.raw === null ? labels.unscored : labels.rawOnly.replace('{{raw}}', unit.raw.toFixed(2));
}
