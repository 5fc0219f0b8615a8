// Student reports (issue 23): the CPU one report costs, against a bare 8-page pdfkit document with
// the same embedded font rendered in the same run (the ratio is what a busy machine keeps).
// Budget: one report under 200 ms of CPU. The run of a school's 500 reports through the job queue
// comes with the organisation's report requests.
// Usage: npm run build && npm run bench:reports [-- --reports 100]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import PDFDocument from 'pdfkit';
import { demoBanks } from '../apps/server/dist/instruments/demo/demo-banks.js';
import { renderStudentReport } from '../apps/server/dist/reports/student/student-report.js';
import { scoreAttempt } from '../apps/server/dist/scoring/engine/score-attempt.js';
import { demoNorm } from '../apps/server/dist/scoring/norm-tables.js';

const { values } = parseArgs({ options: { reports: { type: 'string', default: '100' } } });
const COUNT = Number(values.reports);
const BUDGET_CPU_MS = 200;

const require = createRequire(join(process.cwd(), 'apps/server/package.json'));
const fontFile = join(
  dirname(require.resolve('pretendard/package.json')),
  'dist/public/static/alternative/Pretendard-Regular.ttf',
);
const fontBytes = readFileSync(fontFile);
const paragraph = '학생이 지닌 여러 재능의 강점과 발달 가능성을 살펴봅니다. '.repeat(6);

/** A bare 8-page document: a title and six paragraphs a page, the font embedded. */
function bareDocument() {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, autoFirstPage: false });
    doc.registerFont('regular', fontBytes);
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let page = 1; page <= 8; page += 1) {
      doc.addPage().font('regular').fontSize(16).text(`${page}. 결과 보고서`);
      doc.fontSize(10);
      for (let p = 0; p < 6; p += 1) doc.text(paragraph, { width: 499 });
    }
    doc.end();
  });
}

/** One school's examinees: varied answers on the demo PUTT middle and TOCC teen banks. */
function reportInputs() {
  const banks = demoBanks().filter(
    (b) => b.form === 'standard' && (b.instrument === 'putt_m' || b.instrument === 'tocc_h'),
  );
  return Array.from({ length: COUNT }, (_, n) => {
    const bank = banks[n % banks.length];
    const answers = bank.items.map((item, i) => ({
      item: item.id,
      value: ((i * (n + 3) + n) % 5) + 1,
      ms: 2500,
    }));
    const scores = scoreAttempt(bank, answers, demoNorm(bank), { grade: 2, sex: n % 2 ? 'f' : 'm' });
    return {
      language: n % 10 === 9 ? 'en' : 'ko',
      name: `학생${String(n + 1).padStart(3, '0')}`,
      orgName: '데모중학교',
      classLabel: `2학년 ${(n % 10) + 1}반`,
      testName: bank.instrument === 'putt_m' ? 'PUTT 다재능검사 (중등)' : 'TOCC 창의성역량검사 (청소년용)',
      instrument: bank.instrument,
      takenOn: '20261125',
      scores,
      scales: bank.scales,
      versions: { bank: 'v1 데모 문항', norm: 'v1 데모 규준', engine: scores.engine },
      demo: true,
    };
  });
}

async function measure(label, count, render) {
  await render(0); // the first pays for loading and parsing the font
  let peak = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  for (let n = 0; n < count; n += 1) {
    bytes += (await render(n)).length;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const used = process.cpuUsage(cpu);
  const result = {
    label,
    cpuMs: (used.user + used.system) / 1000 / count,
    wallMs: (performance.now() - started) / count,
    kb: bytes / count / 1024,
    peakMb: peak / 1024 / 1024,
  };
  console.log(
    `${label}: ${result.cpuMs.toFixed(1)} ms CPU, ${result.wallMs.toFixed(1)} ms wall, ${result.kb.toFixed(0)} KB each; peak RSS ${result.peakMb.toFixed(0)} MB`,
  );
  return result;
}

const inputs = reportInputs();
const bare = await measure(`bare 8-page pdfkit document ×${COUNT}`, COUNT, () => bareDocument());
const report = await measure(`student report ×${COUNT}`, COUNT, (n) => renderStudentReport(inputs[n]));
console.log(`ratio: a report costs ${(report.cpuMs / bare.cpuMs).toFixed(2)} × a bare document's CPU`);
const pass = report.cpuMs < BUDGET_CPU_MS;
console.log(`verdict: ${pass ? 'PASS' : 'FAIL'} (budget: one report under ${BUDGET_CPU_MS} ms of CPU)`);
process.exitCode = pass ? 0 : 1;
