// Student reports (issue 23). First the CPU one report costs, against a bare 8-page pdfkit document
// with the same embedded font rendered in the same run (the ratio is what a busy machine keeps).
// Then a school's reports through the job queue of the built server: its examinees take the test
// through the real operations, the school asks for every class's reports, and the clock runs until
// the last one is ready; the server's peak memory is read from the kernel (VmHWM).
// Budgets: one report under 200 ms of CPU; 500 reports through the queue in under 60 s on this
// 2-core machine, with the server's peak memory under 1 GB.
// Usage: npm run build && npm run bench:reports [-- --reports 100 --school 500]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import PDFDocument from 'pdfkit';
import { demoBanks } from '../apps/server/dist/instruments/demo/demo-banks.js';
import { renderStudentReport } from '../apps/server/dist/reports/student/student-report.js';
import { scoreAttempt } from '../apps/server/dist/scoring/engine/score-attempt.js';
import { demoNorm } from '../apps/server/dist/scoring/norm-tables.js';
import { freePort } from '../scripts/free-port.mjs';
import { client, openSchoolClasses, sleep, startServer, takeTest } from './school.mjs';

const { values } = parseArgs({
  options: { reports: { type: 'string', default: '100' }, school: { type: 'string', default: '500' } },
});
const COUNT = Number(values.reports);
const SCHOOL = Number(values.school);
const CLASS_SIZE = 30;
const BUDGET_CPU_MS = 200;
const BUDGET_SCHOOL_S = 60;
const BUDGET_PEAK_MB = 1024;

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

/** A process's memory figure from the kernel, in MB (VmRSS now, VmHWM its peak). */
function memoryOf(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${field}:`));
  return Number(line.split(/\s+/)[1]) / 1024;
}

/** Runs `work` over `list`, `width` at a time. */
async function inParallel(list, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < list.length) await work(list[next++], next - 1);
    }),
  );
}

/** The school's reports through the built server's job queue (PGlite, jobs inline, as `npm start`). */
/**
 * The school's reports through the built server's job queue (PGlite, jobs inline, as `npm start`).
 * The examinees take the test on one server process; the reports are asked of a second one started
 * on the same data, as on the day after the test, so its peak memory (VmHWM) is what making them
 * costs on top of a running server, apart from the embedded database's first start (initdb and
 * migrations alone peak near 950 MB, once per data folder).
 */
async function throughQueue() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const port = await freePort();
  let server = startServer(port, { DATA_DIR: dataDir });
  try {
    await server.ready;
    const call = client(server.origin);
    const setupStarted = Date.now();
    const { orgCookie, orderSk, projects, seats } = await openSchoolClasses(server.origin, {
      classes: Math.ceil(SCHOOL / CLASS_SIZE),
      classSize: CLASS_SIZE,
    });
    await inParallel(seats.slice(0, SCHOOL), 16, (seat, n) => takeTest(server.origin, seat, n));
    console.log(
      `school: ${SCHOOL} examinees took the test in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
    );
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = startServer(port, { DATA_DIR: dataDir });
    await server.ready;
    // the session of the organisation survives the restart (sessions are rows)
    const before = memoryOf(server.child.pid, 'VmRSS');

    const started = performance.now();
    let peakRss = before;
    for (const project of projects)
      await call('requestProjectReportGeneration', { SK: project.SK }, orgCookie);
    let ready = 0;
    let failed = 0;
    while (ready + failed < SCHOOL) {
      // as a school's page would: the class page reads itself again every few seconds
      await sleep(1000);
      peakRss = Math.max(peakRss, memoryOf(server.child.pid, 'VmRSS'));
      const detail = (await call('getOrderProjectsContainsExamninees', { SK: orderSk }, orgCookie)).body.Item;
      ready = detail.projects.reduce((sum, project) => sum + (project.reports?.ready ?? 0), 0);
      failed = detail.projects.reduce((sum, project) => sum + (project.reports?.failed ?? 0), 0);
      if (performance.now() - started > 10 * BUDGET_SCHOOL_S * 1000) {
        throw new Error(`only ${ready} reports in 10 minutes`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const peakMb = memoryOf(server.child.pid, 'VmHWM');
    const zip = await fetch(
      `${server.origin}/documents/projects/${encodeURIComponent(projects[0].SK)}/reports.zip`,
      { headers: { cookie: orgCookie } },
    );
    const zipBytes = Buffer.from(await zip.arrayBuffer());
    console.log(
      `school: ${ready} reports ready (${failed} failed) ${seconds.toFixed(1)} s after the request, ` +
        `${(ready / seconds).toFixed(1)} a second; server RSS ${before.toFixed(0)} MB before, ` +
        `${peakRss.toFixed(0)} MB at most while making them, peak ${peakMb.toFixed(0)} MB (VmHWM); ` +
        `a class's ZIP ${(zipBytes.length / 1024 / 1024).toFixed(1)} MB`,
    );
    return { seconds, peakMb, failed, zipOk: zip.ok && zipBytes.subarray(0, 2).toString() === 'PK' };
  } finally {
    server.child.kill('SIGTERM');
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const inputs = reportInputs();
const bare = await measure(`bare 8-page pdfkit document ×${COUNT}`, COUNT, () => bareDocument());
const report = await measure(`student report ×${COUNT}`, COUNT, (n) => renderStudentReport(inputs[n]));
console.log(`ratio: a report costs ${(report.cpuMs / bare.cpuMs).toFixed(2)} × a bare document's CPU`);
const school = SCHOOL > 0 ? await throughQueue() : undefined;
const pass =
  report.cpuMs < BUDGET_CPU_MS &&
  (!school ||
    (school.seconds < BUDGET_SCHOOL_S &&
      school.peakMb < BUDGET_PEAK_MB &&
      school.failed === 0 &&
      school.zipOk));
console.log(
  `verdict: ${pass ? 'PASS' : 'FAIL'} (budgets: one report under ${BUDGET_CPU_MS} ms of CPU; ` +
    `${SCHOOL} reports through the queue under ${BUDGET_SCHOOL_S} s, server peak under ${BUDGET_PEAK_MB} MB)`,
);
process.exitCode = pass ? 0 : 1;
