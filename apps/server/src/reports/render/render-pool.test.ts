import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { STANDARD_BANDS } from '../../scoring/norm-tables.js';
import { pageTexts } from '../../testing/pdf-text.js';
import type { StudentReportData } from '../student/report-data.js';
import { demoClass } from '../../testing/demo-class.js';
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

  it("answers a drawing's error as its own failure, and goes on drawing", async () => {
    const broken = { ...studentOf(1), scores: null } as unknown as StudentReportData;
    await expect(pool.render({ kind: 'student', data: broken, bands: STANDARD_BANDS })).rejects.toThrow(
      /TypeError/,
    );
    const pdf = await pool.render({ kind: 'student', data: studentOf(2), bands: STANDARD_BANDS });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
