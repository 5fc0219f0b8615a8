import { puttTalentNames, toccCompetencyNames } from '@putt/contract/instrument-names';
import { describe, expect, it } from 'vitest';
import { demoClass } from '../../testing/demo-class.js';
import { flat, pageTexts } from '../../testing/pdf-reader.js';
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
});
