import { formatChange } from '@putt/contract/format';
import {
  puttTalentGroupNames,
  puttTalentNames,
  testFamilyNames,
  toccCompetencyNames,
} from '@putt/contract/instrument-names';
import type { BandId } from '@putt/contract/norms';
import type { InstrumentKey } from '@putt/contract/instruments';
import { describe, expect, it } from 'vitest';
import { demoBanks } from '../../instruments/demo/demo-banks.js';
import { scoreAttempt } from '../../scoring/engine/score-attempt.js';
import { demoNorm } from '../../scoring/norm-tables.js';
import { flat, pageTexts } from '../../testing/pdf-reader.js';
import type { Lang } from '@putt/contract/lang';
import { reportContent } from '../content/report-content.js';
import { reportLabels } from '../content/report-labels.js';
import { renderStudentReport, STUDENT_REPORT_PAGES } from './student-report.js';
import type { StudentReportData } from './report-data.js';

/** A demo bank's examinee who answered with a pattern (or `answer` throughout), scored with the demo norm. */
function reportOf(
  instrument: InstrumentKey,
  language: Lang,
  skip = 0,
  answer?: number,
  /** another pupil's pattern: the same pupil a year before */
  shift = 0,
): StudentReportData {
  const bank = demoBanks().find((b) => b.instrument === instrument && b.form === 'standard')!;
  const answers = bank.items
    .map((item, i) => ({
      item: item.id,
      value: answer ?? ((i * 7 + Math.floor(i / 9) + shift * (i % 3)) % 5) + 1,
      ms: 2500,
    }))
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

  it('names the test alike on the cover and the profile page', async () => {
    const pages = await pageTexts(await renderStudentReport(reportOf('putt_m', 'ko')));
    const name = flat(testFamilyNames.putt.ko);
    expect(flat(pages[0]!)).toContain(name);
    expect(flat(pages[1]!)).toContain(`${name}는`);
    expect(pages.join('')).not.toContain('다중재능');
    const en = await pageTexts(await renderStudentReport(reportOf('tec', 'en')));
    expect(flat(en[1]!)).toContain(flat(testFamilyNames.tocc.en));
  });

  it("shows an individual's cover no class, the test's name only as the test", async () => {
    const individual = { ...reportOf('putt_m', 'ko'), orgName: null, classLabel: 'PUTT 다재능검사 (중등)' };
    const cover = flat((await pageTexts(await renderStudentReport(individual)))[0]!);
    expect(cover).toContain('개인응시');
    expect(cover).not.toContain('학급');
    // the title, the test row and the footer; no third row repeats it
    expect(cover.split(flat(individual.testName))).toHaveLength(4);
    // a school's pupil keeps the class
    expect(flat((await pageTexts(await renderStudentReport(reportOf('putt_m', 'ko'))))[0]!)).toContain(
      '학급2학년1반',
    );
  });

  it('calls nothing a strength when no talent is high, and names the relatively higher in words of their own', async () => {
    const data = reportOf('putt_m', 'ko');
    // 언어 55 (보통), 논리수학 38 (낮음), the rest lower: the report of issue 40
    const ts = [55, 38, 36, 35, 34, 33, 32, 31];
    const band = (t: number): BandId => (t >= 41 ? 'average' : t >= 31 ? 'low' : 'veryLow');
    data.scores = {
      ...data.scores,
      levels: {
        ...data.scores.levels,
        area: data.scores.levels.area.map((unit, i) => ({
          ...unit,
          t: ts[i]!,
          percentile: 10,
          band: band(ts[i]!),
        })),
      },
    };
    const pages = (await pageTexts(await renderStudentReport(data))).map(flat);
    const talents = reportContent.ko.putt.talents;
    expect(pages[1]).toContain(
      flat('높음 수준의 재능은 없습니다. 이 학생의 다른 재능보다 상대적으로 높은 편인 재능: 언어 (T 55'),
    );
    expect(pages[1]).not.toContain('논리수학(T38');
    expect(pages[1]).not.toContain('강점재능');
    expect(pages[1]).not.toContain('가장높은재능');
    // page 5: no strength heading nor sentence; the low talent only as one to develop
    expect(pages[4]).toContain(flat('상대적으로 높은 편인 영역과 발달 포인트'));
    expect(pages[4]).toContain(flat('언어 — 보통: 상대적으로 높은 편, 이렇게 더 키워 갈 수 있습니다'));
    expect(pages[4]).not.toContain('이렇게드러납니다');
    for (const talent of Object.values(talents)) expect(pages[4]).not.toContain(flat(talent.strength[0]!));
    expect(pages[4]).not.toContain('논리수학—낮음');
    // page 6: majors for the relatively higher talent, marked so; none for a low one
    expect(pages[5]).toContain(flat('언어 (상대적으로 높은 편)'));
    expect(pages[5]).toContain(flat(talents.linguistic.majors[0]!));
    expect(pages[5]).not.toContain(flat(talents.logical.majors.join(', ')));
  });

  it('says a flat answer sheet (all 3s, all 5s) is flat and names no talent above another', async () => {
    for (const answer of [3, 5]) {
      const data = reportOf('putt_m', 'ko', 0, answer);
      expect(data.scores.quality.flags).toContain('flat');
      const pages = (await pageTexts(await renderStudentReport(data))).map(flat);
      expect(pages[1]).toContain(flat('평평한 프로파일: 모든 재능의 점수가 거의 같아'));
      expect(pages[1]).not.toContain('강점재능');
      expect(pages[4]).toContain('평평한프로파일');
      expect(pages[4]).not.toContain('이렇게드러납니다');
      expect(pages[4]).not.toContain('키워갈수있습니다');
      expect(pages[5]).toContain(flat(reportLabels.ko.exploreNone));
      for (const talent of Object.values(reportContent.ko.putt.talents))
        expect(pages[5]).not.toContain(flat(talent.majors.join(', ')));
    }
  });

  it('sets the earlier test beside this one on page 3, groups and areas with the change, and keeps eight pages in either language and family', async () => {
    const data = reportOf('putt_m', 'ko');
    const older = reportOf('putt_m', 'ko', 0, undefined, 1);
    const earlier = { takenOn: '20251103', norm: 'v1 데모 규준', scores: older.scores };
    const pages = await pageTexts(await renderStudentReport({ ...data, earlier }));
    expect(pages).toHaveLength(STUDENT_REPORT_PAGES);
    const page3 = flat(pages[2]!);
    expect(page3).toContain(flat('지난 검사와 비교'));
    expect(page3).toContain(flat('2025-11-03에 이 기관에서 본 검사(규준 v1 데모 규준)'));
    const was = new Map([...older.scores.levels.group, ...older.scores.levels.area].map((u) => [u.id, u.t!]));
    for (const unit of data.scores.levels.group) {
      const row = `${puttTalentGroupNames[unit.id as keyof typeof puttTalentGroupNames].ko}${was.get(unit.id)}${unit.t}${formatChange(unit.t! - was.get(unit.id)!)}`;
      expect(page3).toContain(flat(row));
    }
    for (const unit of data.scores.levels.area) {
      const row = `${puttTalentNames[unit.id as keyof typeof puttTalentNames].ko}${was.get(unit.id)}${unit.t}${formatChange(unit.t! - was.get(unit.id)!)}`;
      expect(page3).toContain(flat(row));
    }
    // the longest page 3 (PUTT in English, with its four stages) and TEC's keep their eight pages
    for (const [instrument, language] of [
      ['putt_m', 'en'],
      ['tec', 'en'],
      ['tec', 'ko'],
    ] as const) {
      const each = reportOf(instrument, language);
      const before = { ...earlier, scores: reportOf(instrument, language, 0, undefined, 1).scores };
      const its = await pageTexts(await renderStudentReport({ ...each, earlier: before }));
      expect(its, `${instrument} ${language}`).toHaveLength(STUDENT_REPORT_PAGES);
      expect(flat(its[2]!)).toContain(flat(reportLabels[language].earlierTitle));
    }
    // without an earlier test, no comparison
    expect(flat((await pageTexts(await renderStudentReport(data)))[2]!)).not.toContain(
      flat('지난 검사와 비교'),
    );
  });
});
