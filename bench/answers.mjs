// Answers under load (issue 22): simulated examinees on a running built server, each answering an
// item every 5-10 s through the real operations (enterSurvey, then saveAnswers with the runner's
// rules: an answer stays pending until acknowledged, retried with backoff). Halfway the server is
// killed with SIGKILL and started again on the same data; afterwards every acknowledged answer must
// be in the database. Budget (DESIGN.md, issue 22): p99 save latency under 100 ms on PostgreSQL.
// Usage: npm run build && npm run bench:answers [-- --examinees 2000 --duration 60 --only postgres|pglite
//   --worker apart|inline] (on PostgreSQL the job worker runs in its own process, as README says for
//   production, or inside the web process, the default when WORKER is not set)
import { spawn } from 'node:child_process';
import { freePort } from '../scripts/free-port.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { withScratchDatabase } from './scratch-database.mjs';
import { answerLoop, checkAnswers, drainAnswers, enterExaminees } from './examinees.mjs';
import { sleep, startServer } from './school.mjs';

const { values } = parseArgs({
  options: {
    examinees: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '60' },
    only: { type: 'string' },
    worker: { type: 'string', default: 'apart' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const EXAMINEES = Number(values.examinees);
const DURATION_MS = Number(values.duration) * 1000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(label, env) {
  const port = await freePort();
  // on PostgreSQL as in production (README): the web process only queues jobs, a worker runs them
  const apart = env.DATABASE_URL && values.worker === 'apart';
  const worker = apart
    ? spawn('node', [...SERVER_NODE_FLAGS, 'apps/server/dist/worker.js'], {
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : undefined;
  let server = startServer(port, apart ? { ...env, WORKER: 'off' } : env);
  await server.ready;
  const origin = server.origin;
  console.log(`${label}: setting up ${EXAMINEES} examinees …`);
  const setupStarted = Date.now();
  const { examinees, items } = await enterExaminees(origin, EXAMINEES);
  console.log(
    `${label}: ${examinees.length} examinees entered in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  const stats = { latencies: [], failures: 0 };
  const startedAt = Date.now();
  const stopAt = startedAt + DURATION_MS;
  const loops = examinees.map((examinee) => answerLoop(origin, examinee, items, stopAt, stats));
  // halfway: the server dies without warning, and comes back on the same data
  await sleep(DURATION_MS / 2);
  server.child.kill('SIGKILL');
  const killedAt = Date.now();
  await sleep(1000);
  server = startServer(port, apart ? { ...env, WORKER: 'off' } : env);
  await server.ready;
  const downMs = Date.now() - killedAt;
  // the saves that waited while the server was down arrive together with a cold server: the
  // recovery, reported apart from the steady state
  const recoveredBy = Date.now() + 10_000;
  await Promise.all(loops);
  // what waited while the server was down goes now, as the runner would send it
  await drainAnswers(origin, examinees, stats);
  const { acked, missing } = await checkAnswers(origin, examinees);
  server.child.kill('SIGTERM');
  worker?.kill('SIGTERM');
  const ms = (list) => list.map((sample) => sample.ms).sort((a, b) => a - b);
  // the first 10 s warm a cold server up (its code compiled, its pools filled): not the steady state
  const warmedBy = startedAt + 10_000;
  const steady = ms(
    stats.latencies.filter(
      (sample) => (sample.at > warmedBy && sample.at < killedAt) || sample.at > recoveredBy,
    ),
  );
  if (process.env.BENCH_DEBUG) {
    const slow = stats.latencies
      .filter((sample) => sample.ms > 100)
      .map((sample) => Math.round((sample.at - startedAt) / 1000));
    const bySecond = {};
    for (const second of slow) bySecond[second] = (bySecond[second] ?? 0) + 1;
    console.log('slow saves by second:', JSON.stringify(bySecond));
    console.log('steady p90/p95:', percentile(steady, 90).toFixed(1), percentile(steady, 95).toFixed(1));
  }
  const recovery = ms(stats.latencies.filter((sample) => sample.at >= killedAt && sample.at <= recoveredBy));
  const seconds = DURATION_MS / 1000;
  const line = {
    label,
    saves: stats.latencies.length,
    'saves/s': Math.round(stats.latencies.length / seconds),
    'p50 ms': Number(percentile(steady, 50).toFixed(1)),
    'p99 ms': Number(percentile(steady, 99).toFixed(1)),
    'recovery p99 ms': recovery.length ? Number(percentile(recovery, 99).toFixed(1)) : null,
    'failed tries (server down)': stats.failures,
    'down ms': downMs,
    acknowledged: acked,
    lost: missing,
  };
  console.log(JSON.stringify(line));
  return line;
}

const results = [];
if (values.only !== 'pglite') {
  const dataDir = mkdtempSync(join(tmpdir(), 'putt-bench-'));
  try {
    results.push(
      await withScratchDatabase(values.postgres, (url) =>
        run(values.worker === 'inline' ? 'PostgreSQL, worker inline' : 'PostgreSQL', {
          DATABASE_URL: url,
          DATA_DIR: dataDir,
        }),
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (values.only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'putt-bench-'));
  try {
    results.push(await run('PGlite', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('');
let pass = true;
for (const result of results) {
  const onPostgres = result.label.startsWith('PostgreSQL');
  const p99ok = !onPostgres || result['p99 ms'] < 100;
  const kept = result.lost === 0;
  pass &&= p99ok && kept;
  console.log(
    `${result.label}: p99 ${result['p99 ms']} ms${onPostgres ? ' (budget < 100 ms)' : ''} ` +
      `(the 10 s after the restart: p99 ${result['recovery p99 ms']} ms), ` +
      `${result.acknowledged} acknowledged answers, ${result.lost} lost after kill -9 ${kept ? 'PASS' : 'FAIL'}`,
  );
}
console.log(pass ? 'verdict: PASS' : 'verdict: FAIL');
process.exitCode = pass ? 0 : 1;
