import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { STANDARD_BANDS } from '../../scoring/norm-tables.js';
import { flat, pageTexts } from '../../testing/pdf-reader.js';
import type { StudentReportData } from '../../reports/student/report-data.js';
import { demoClass } from '../../testing/demo-class.js';
import { newAuthCodes } from '../../projects/auth-codes.js';
import type { CodeSheetData } from '../code-sheet.js';
import { RenderPool } from './render-pool.js';

const pool = new RenderPool(2);
afterAll(() => pool.close());

/** A released student of the demo class as the student report takes it. */
function studentOf(index: number): StudentReportData {
  const klass = demoClass('putt_m', 'ko', 8);
  const student = klass.students[index]!;
  return {
    language: 'ko',
    name: student.name,
    orgName: klass.orgName,
    classLabel: klass.classLabel,
    testName: klass.testName,
    instrument: klass.instrument,
    takenOn: klass.takenTo,
    scores: student.scores!,
    scales: [],
    versions: klass.versions,
    demo: true,
  };
}

describe('the render pool', () => {
  it('draws reports on its threads while this thread stays free', async () => {
    // start the threads first: loading their code is not what is measured
    await pool.render({ kind: 'student', data: studentOf(0), bands: STANDARD_BANDS });
    const before = performance.eventLoopUtilization();
    const pdfs = await Promise.all([
      ...[1, 2, 3, 4].map((index) =>
        pool.render({ kind: 'student', data: studentOf(index), bands: STANDARD_BANDS }),
      ),
      pool.render({ kind: 'teacher', data: demoClass('putt_m', 'ko', 8), bands: STANDARD_BANDS }),
    ]);
    const busy = performance.eventLoopUtilization(before);
    // drawn here, five reports would keep this loop busy nearly all the time
    expect(busy.utilization).toBeLessThan(0.5);
    const pages = await Promise.all(pdfs.map((pdf) => pageTexts(pdf)));
    expect(pages.map((doc) => doc.length)).toEqual([8, 8, 8, 8, 5]);
    expect(pages[0]![0]).toContain(studentOf(1).name);
  });

  it("draws a class's code sheets on its threads, as a morning's link mails attach them", async () => {
    const sheet = (className: string): CodeSheetData => ({
      orgName: '한빛초등학교',
      className,
      testName: '2026 진로적성검사',
      link: 'https://putt.example.kr/Survey/AbCdEfGhIjKlMnOpQrStUv',
      start: '20261125',
      end: '20261205',
      students: newAuthCodes(30).map((code, at) => ({ num: at + 1, name: null, code })),
    });
    // the first sheet loads react-pdf and the font in each thread: not what is measured
    await Promise.all([
      pool.render({ kind: 'codeSheet', data: sheet('1반') }),
      pool.render({ kind: 'codeSheet', data: sheet('2반') }),
    ]);
    const sheets = ['3반', '4반', '5반', '6반'].map(sheet);
    const before = performance.eventLoopUtilization();
    const pdfs = await Promise.all(sheets.map((data) => pool.render({ kind: 'codeSheet', data })));
    // drawn here, about 600 ms of CPU each (decision 019) would keep this loop busy throughout
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.5);
    const pages = await Promise.all(pdfs.map((pdf) => pageTexts(pdf)));
    expect(pages.map((doc) => doc.length)).toEqual([3, 3, 3, 3]);
    expect(pages[2]![0]).toContain('5반');
    expect(flat(pages[2]!.join(''))).toContain(sheets[2]!.students[29]!.code);
  });

  it("answers a drawing's error as its own failure, and goes on drawing", async () => {
    const broken = { ...studentOf(1), scores: null } as unknown as StudentReportData;
    await expect(pool.render({ kind: 'student', data: broken, bands: STANDARD_BANDS })).rejects.toThrow(
      /TypeError/,
    );
    const pdf = await pool.render({ kind: 'student', data: studentOf(2), bands: STANDARD_BANDS });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
