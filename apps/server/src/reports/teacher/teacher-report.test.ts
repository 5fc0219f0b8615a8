import { puttTalentNames, toccCompetencyNames } from '@putt/contract/instrument-names';
import { describe, expect, it } from 'vitest';
import { demoBanks } from '../../instruments/demo/demo-banks.js';
import { scoreAttempt } from '../../scoring/engine/score-attempt.js';
import { demoNorm } from '../../scoring/norm-tables.js';
import { demoClass } from '../../testing/demo-class.js';
import { flat, pageTexts } from '../../testing/pdf-reader.js';
import { peaksOf } from './class-summary.js';
import { renderTeacherReport, teacherReportPages } from './teacher-report.js';

describe('the teacher report', () => {
  it('shows a class of 35 on 6 pages: every talent with the class mean, every student, who to see first', async () => {
    const data = demoClass('putt_m', 'ko', 35);
    const pages = await pageTexts(await renderTeacherReport(data));
    expect(pages).toHaveLength(teacherReportPages(35));
    expect(pages).toHaveLength(6);
    expect(flat(pages[0]!)).toContain('2학년3반');
    expect(flat(pages[0]!)).toContain('담임교사용결과보고서');
    expect(flat(pages[0]!)).toContain('등록35명·결과32명·검토중1명·미완료2명');
    for (const name of Object.values(puttTalentNames)) expect(flat(pages[1]!)).toContain(flat(name.ko));
    const table = flat(pages[3]! + pages[4]!);
    for (const student of data.students.filter((s) => s.name)) expect(table).toContain(student.name);
    expect(table).toContain('결과검토중');
    expect(table).toContain('미응시');
    expect(flat(pages[5]!)).toContain('먼저살펴볼학생');
    pages.forEach((text, index) => expect(flat(text)).toContain(`${index + 1}/6`));
  });

  it('is in English on request, for a TEC class', async () => {
    const pages = await pageTexts(await renderTeacherReport(demoClass('tec', 'en', 12)));
    expect(pages).toHaveLength(5);
    for (const name of Object.values(toccCompetencyNames)) expect(flat(pages[1]!)).toContain(flat(name.en));
    expect(pages[0]).toContain('Homeroom teacher report');
    expect(pages[4]).toContain('Notes for counselling');
  });

  it('groups no flat answer sheet under a talent, names it flat, and keeps each list number with its name', async () => {
    const data = demoClass('putt_m', 'ko', 35);
    const bank = demoBanks().find((b) => b.instrument === 'putt_m' && b.form === 'standard')!;
    // the first sixteen answered 3 (or 5) throughout and were released after review (with plain
    // spaces, the list below would end a line on "16.")
    const flatOnes = data.students.slice(0, 16);
    flatOnes.forEach((student, index) => {
      const value = index % 2 ? 5 : 3;
      const answers = bank.items.map((item) => ({ item: item.id, value, ms: 2500 }));
      student.scores = scoreAttempt(bank, answers, demoNorm(bank), { grade: 2, sex: 'f' });
    });
    const pages = await pageTexts(await renderTeacherReport(data));
    const groups = pages[2]!.slice(pages[2]!.indexOf('가장 높은 재능별 학생'));
    for (const student of flatOnes) expect(groups).not.toContain(student.name);
    // the table leaves their highest blank and says why
    const first = pages[3]!.split('\n').find((line) => line.includes(flatOnes[0]!.name))!;
    expect(flat(first)).toMatch(new RegExp(`^1${flatOnes[0]!.name}———평평한프로파일`));
    // the list of whom to see first runs over many lines, never ending one on a bare number
    const notes = pages[5]!;
    expect(flat(notes)).toContain(flat(`2. ${flatOnes[1]!.name} (평평한 프로파일`));
    const lines = notes.split('\n').map((line) => line.trim());
    expect(lines.filter((line) => line.includes('평평한')).length).toBeGreaterThan(4);
    expect(lines.filter((line) => /(^|\s)\d+\.$/.test(line))).toEqual([]);
  });

  it('says on the cover who was tested before and when, and sets the change after each T-score in the student table', async () => {
    const data = demoClass('putt_m', 'ko', 35);
    const released = data.students.filter((student) => student.scores);
    const [first, second] = released;
    // two pupils tested before: the first a year earlier with every area 5 lower, the second with no norm
    const lower = structuredClone(first!.scores!);
    for (const unit of lower.levels.area) unit.t = unit.t === null ? null : unit.t - 5;
    first!.earlier = { takenOn: '20251103', norm: 'v1 데모 규준', scores: lower };
    second!.earlier = { takenOn: '20251104', norm: null, scores: second!.scores! };
    const pages = await pageTexts(await renderTeacherReport(data));
    expect(pages).toHaveLength(6);
    expect(flat(pages[0]!)).toContain(
      flat(
        '지난 검사 2명이 이 기관에서 전에 같은 검사를 받았습니다(2025-11-03 – 2025-11-04, 규준 v1 데모 규준, 규준 없음 (원점수만 제공)).',
      ),
    );
    const { top } = peaksOf(first!.scores!);
    const row = flat(pages[3]!.split('\n').find((line) => line.includes(first!.name))!);
    expect(row).toContain(
      flat(`${puttTalentNames[top[0]!.id as keyof typeof puttTalentNames].ko} ${top[0]!.t} (+5)`),
    );
    const same = flat(pages[3]!.split('\n').find((line) => line.includes(second!.name))!);
    expect(same).toContain('(0)');
    // a class nobody of which was tested before says nothing of it
    const plain = await pageTexts(await renderTeacherReport(demoClass('putt_m', 'ko', 35)));
    expect(flat(plain[0]!)).not.toContain('지난검사');
    expect(flat(plain[3]!)).not.toContain('(+');
  });
});
