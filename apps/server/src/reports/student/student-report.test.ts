import { puttTalentNames, toccCompetencyNames } from '@putt/contract/instrument-names';
import type { InstrumentKey } from '@putt/contract/instruments';
import { describe, expect, it } from 'vitest';
import { demoBanks } from '../../instruments/demo/demo-banks.js';
import { scoreAttempt } from '../../scoring/engine/score-attempt.js';
import { demoNorm } from '../../scoring/norm-tables.js';
import { flat, pageTexts } from '../../testing/pdf-reader.js';
import type { ReportLanguage } from '../content/report-content.js';
import { renderStudentReport, STUDENT_REPORT_PAGES } from './student-report.js';
import type { StudentReportData } from './report-data.js';

/** A demo bank's examinee who answered with a pattern, scored with the demo norm. */
function reportOf(instrument: InstrumentKey, language: ReportLanguage, skip = 0): StudentReportData {
  const bank = demoBanks().find((b) => b.instrument === instrument && b.form === 'standard')!;
  const answers = bank.items
    .map((item, i) => ({ item: item.id, value: ((i * 7 + Math.floor(i / 9)) % 5) + 1, ms: 2500 }))
    .slice(skip);
  const scores = scoreAttempt(bank, answers, demoNorm(bank), { grade: 2, sex: 'f' });
  return {
    language,
    name: '정하늘',
    orgName: '한빛중학교',
    classLabel: '2학년 1반',
    testName: instrument === 'tec' ? 'TEC 창의성역량검사 (전문가용)' : 'PUTT 다재능검사 (중등)',
    instrument,
    takenOn: '20261125',
    scores,
    scales: bank.scales,
    versions: { bank: 'v1 데모', norm: 'v1 데모 규준', engine: scores.engine },
    demo: true,
  };
}

describe('the student report', () => {
  it('is 8 A4 pages naming the student, every talent with its T-score, in Korean', async () => {
    const data = reportOf('putt_m', 'ko');
    const pdf = await renderStudentReport(data);
    const pages = await pageTexts(pdf);
    expect(pages).toHaveLength(STUDENT_REPORT_PAGES);
    expect(flat(pages[0]!)).toContain('정하늘');
    expect(flat(pages[0]!)).toContain('한빛중학교');
    const profile = flat(pages[1]!);
    for (const unit of data.scores.levels.area) {
      expect(profile).toContain(flat(puttTalentNames[unit.id as keyof typeof puttTalentNames].ko));
      expect(profile).toContain(String(unit.t));
    }
    // the scale table: 32 scales with their T-scores
    expect(flat(pages[3]!)).toContain('지각');
    pages.forEach((text, index) => expect(flat(text)).toContain(`${index + 1}/8`));
  });

  it('is in English on request, and says where too few answers left a part unscored', async () => {
    const data = reportOf('tec', 'en', 20);
    expect(data.scores.levels.area.some((unit) => unit.raw === null)).toBe(true);
    const pdf = await renderStudentReport(data);
    const pages = await pageTexts(pdf);
    expect(pages).toHaveLength(STUDENT_REPORT_PAGES);
    for (const name of Object.values(toccCompetencyNames)) expect(flat(pages[1]!)).toContain(flat(name.en));
    expect(pages[1]).toContain('not scored');
    expect(pages[7]).toContain('How to read this report');
  });
});
