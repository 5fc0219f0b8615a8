// The bell (issue 45): a city's middle schools testing whole year groups at once. Examinees in
// classes of 30 on PostgreSQL, two web processes and one worker behind Debian's nginx (the reference
// deployment's deploy/nginx/putt-proxy.conf, included as it is; TRUST_PROXY), files in an S3 bucket
// (s3rver) and each process with a data directory of its own. Everyone enters within the same
// window, then answers at a student's pace and submits; halfway through the answering, one web
// process is killed with SIGKILL and the examinees carry on through the other.
// Budgets: entry p99 < 500 ms, answer save p99 < 100 ms outside the minute after the kill, no
// acknowledged answer lost, every examinee submits.
// Usage: npm run build && npm run bench:testday [-- --examinees 10000 --window 60 --pace 5-10
//   --instrument tocc_h] (tocc_h: 80 items; putt_m has 160); --profile DIR and --samples FILE to look
//   closer.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startS3Server } from '../apps/server/src/testing/s3-server.ts';
import { freePort } from '../scripts/free-port.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { cpuByName, cpuByNameSince, cpuSeconds } from './cpu-time.mjs';
import { answerLoop, checkAnswers, drainAnswers } from './examinees.mjs';
import { withScratchDatabase } from './scratch-database.mjs';
import { callOperation, enterSeat, openSchoolClasses, sleep, startServer } from './school.mjs';

const { values } = parseArgs({
  options: {
    examinees: { type: 'string', default: '10000' },
    'class-size': { type: 'string', default: '30' },
    window: { type: 'string', default: '60' },
    pace: { type: 'string', default: '5-10' },
    instrument: { type: 'string', default: 'tocc_h' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    // CPU profiles of web process B (the one that lives) and the worker into this folder, for chrome://inspect
    profile: { type: 'string' },
    // every entry and save timed, as JSON into this file, to see how the minutes went
    samples: { type: 'string' },
  },
});
const EXAMINEES = Number(values.examinees);
const CLASS_SIZE = Number(values['class-size']);
const WINDOW_MS = Number(values.window) * 1000;
const PACE = values.pace.split('-').map((s) => Number(s) * 1000);
const BUDGET_ENTRY_MS = 500;
const BUDGET_SAVE_MS = 100;
// a school orders its classes at once, and they come from its one address (its NAT)
const CLASSES_PER_SCHOOL = 30;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sorted = (samples) => samples.map((sample) => sample.ms).sort((a, b) => a - b);

/** nginx in front of the web processes, with the reference deployment's proxy settings. */
async function startNginx(dir, port, upstreams) {
  const proxy = resolve('deploy/nginx/putt-proxy.conf');
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 16384; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  upstream putt_web {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 256;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${proxy};
      proxy_pass http://putt_web;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('error', () => {
    console.error('nginx is not installed: apt-get install nginx');
    process.exit(2);
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('nginx did not start');
}

/** Waits until no job waits or runs, as the operator's /metrics shows (its figures are up to 5 s old). */
async function queuesEmpty(origin, token) {
  const busy = /^putt_job_queue_(waiting|active)\{[^}]*\} ([1-9]\d*)$/m;
  for (let idle = 0; idle < 2;) {
    await sleep(5000);
    const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`/metrics ${response.status}`);
    idle = busy.test(await response.text()) ? 0 : idle + 1;
  }
}

/** The most queries each web process's pool had waiting for a connection, read from its /metrics. */
function watchPools(web, token) {
  const most = web.map(() => 0);
  const timer = setInterval(() => {
    web.forEach(async (server, at) => {
      try {
        const response = await fetch(`${server.origin}/metrics`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const waiting = Number(/^putt_db_pool_waiting (\d+)/m.exec(await response.text())?.[1] ?? 0);
        most[at] = Math.max(most[at], waiting);
      } catch {
        // the killed process
      }
    });
  }, 2000);
  return { most, timer };
}

/** nginx's error log by what it said (addresses and request ids taken out), most frequent first. */
function nginxSaid(log) {
  const counts = new Map();
  for (const line of log.split('\n').filter(Boolean)) {
    const said = (
      /\[(?:warn|error|crit|alert)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client:|$)/.exec(line)?.[1] ?? line
    ).replace(/\d+/g, 'N');
    counts.set(said, (counts.get(said) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([said, count]) => `  ${count} × ${said}`);
}

/** CPU seconds so far of the processes of the test day, to say where the time went after the bell. */
function cpuAt(pids) {
  const usage = process.cpuUsage();
  return {
    pids: pids.map(cpuSeconds),
    client: (usage.user + usage.system) / 1e6,
    postgres: cpuByName('postgres'),
    nginx: cpuByName('nginx'),
  };
}

function cpuSince(before, pids) {
  const now = cpuAt(pids);
  return {
    'web A': now.pids[0] - before.pids[0],
    'web B': now.pids[1] - before.pids[1],
    worker: now.pids[2] - before.pids[2],
    postgres: cpuByNameSince(before.postgres, 'postgres'),
    nginx: cpuByNameSince(before.nginx, 'nginx'),
    'examinees (this process, with s3rver)': now.client - before.client,
  };
}

/** Each part's CPU seconds, its share of what the machine's cores had, and its ms per answer save. */
function cpuShares(used, seconds, saves) {
  const cores = availableParallelism();
  const total = Object.values(used).reduce((sum, value) => sum + value, 0);
  const parts = Object.entries(used).map(
    ([name, value]) =>
      `${name} ${value.toFixed(0)} s (${((100 * value) / (cores * seconds)).toFixed(0)}%, ` +
      `${((1000 * value) / saves).toFixed(2)} ms a save)`,
  );
  return (
    `CPU from the bell, ${seconds.toFixed(0)} s on ${cores} cores: ${parts.join('; ')}; ` +
    `all ${((100 * total) / (cores * seconds)).toFixed(0)}%`
  );
}

/**
 * Enters and reads the attempt, as a pupil tries again after an error page: a second try continues
 * what a first one may have started. Each refusal is counted by the operation and status.
 */
async function enter(origin, seat, n, ip, stats) {
  for (let tries = 0; tries < 20; tries += 1) {
    if (tries > 0) await sleep(1000);
    let cookie;
    try {
      cookie = await enterSeat(origin, seat, n, ip, tries > 0);
    } catch (error) {
      refused(stats, error.message.split(' ').slice(0, 2).join(' '));
      continue;
    }
    const attempt = await callOperation(origin, 'getAttempt', { SK: seat.key }, { cookie, ip }).catch(() => ({
      status: 0,
    }));
    if (attempt.status === 200) return { cookie, items: attempt.body.Item.items.map((item) => item.id) };
    refused(stats, `getAttempt ${attempt.status}`);
  }
  throw new Error(`examinee ${n} could not enter in 20 tries: ${JSON.stringify(stats.refusals)}`);
}

function refused(stats, what) {
  stats.entryFailures += 1;
  stats.refusals[what] = (stats.refusals[what] ?? 0) + 1;
}

/** One pupil: enters at the bell (timed), answers every item at its pace, submits. */
async function pupil(origin, seat, n, stats) {
  await sleep(Math.random() * WINDOW_MS);
  const ip = `10.${20 + Math.floor(n / (CLASS_SIZE * CLASSES_PER_SCHOOL))}.0.1`;
  const started = performance.now();
  const { cookie, items } = await enter(origin, seat, n, ip, stats);
  stats.entries.push({ at: Date.now(), ms: performance.now() - started });
  stats.items = items.length;
  if (stats.entries.length === EXAMINEES) {
    const entries = sorted(stats.entries);
    console.log(
      `all ${EXAMINEES} entered: entry p50 ${Math.round(percentile(entries, 50))} ms, ` +
        `p99 ${Math.round(percentile(entries, 99))} ms, ${stats.entryFailures} refused tries`,
    );
  }
  const examinee = { key: seat.key, cookie, device: randomBytes(9).toString('base64url') };
  await answerLoop(origin, examinee, items, Infinity, stats, PACE);
  await drainAnswers(origin, [examinee], stats);
  for (;;) {
    const submitted = await callOperation(origin, 'submitAttempt', { SK: seat.key }, { cookie, ip }).catch(
      () => ({ status: 0 }),
    );
    if (submitted.status === 200) break;
    await sleep(500);
  }
  stats.submitted += 1;
  return examinee;
}

async function run(databaseUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-testday-'));
  // every process signs cookies alike: a pupil's session holds on the other process
  const sessionSecret = randomBytes(32).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  const s3 = await startS3Server();
  const env = (name) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(dir, name),
    SESSION_SECRET: sessionSecret,
    TRUST_PROXY: '127.0.0.1',
    WORKER: 'off',
    FILE_STORE: 's3',
    S3_ENDPOINT: s3.settings.endpoint,
    S3_BUCKET: s3.settings.bucket,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    METRICS_TOKEN: metricsToken,
  });
  const ports = [await freePort(), await freePort()];
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`] : [];
  // one first, so the migrations and the demo data are in place; the second starts on them
  const web = [startServer(ports[0], env('web-a'))];
  await web[0].ready;
  web.push(startServer(ports[1], env('web-b'), profile));
  const worker = spawn('node', [...SERVER_NODE_FLAGS, ...profile, 'apps/server/dist/worker.js'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env('worker') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await web[1].ready;
  const nginx = await startNginx(dir, await freePort(), ports);
  const origin = nginx.origin;
  try {
    const setupStarted = Date.now();
    // one order a school, as schools order (an order's line holds at most a school's places)
    const classes = Math.ceil(EXAMINEES / CLASS_SIZE);
    const seats = [];
    for (let opened = 0; opened < classes; opened += CLASSES_PER_SCHOOL) {
      const school = await openSchoolClasses(origin, {
        classes: Math.min(CLASSES_PER_SCHOOL, classes - opened),
        classSize: CLASS_SIZE,
        type: values.instrument,
      });
      seats.push(...school.seats);
    }
    console.log(
      `${classes} classes of ${CLASS_SIZE} (${values.instrument}) in ${Math.ceil(classes / CLASSES_PER_SCHOOL)} ` +
        `schools ordered and opened in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
    );

    // a test day starts on classes opened days before: their code sheets drawn, their mail sent
    const quiet = Date.now();
    await queuesEmpty(origin, metricsToken);
    console.log(`the jobs of opening the classes done in ${((Date.now() - quiet) / 1000).toFixed(0)} s`);

    const pools = watchPools(web, metricsToken);
    const stats = {
      entries: [],
      latencies: [],
      failures: 0,
      entryFailures: 0,
      refusals: {},
      submitted: 0,
      items: 0,
    };
    const bell = Date.now();
    const cpu = cpuAt([web[0].child.pid, web[1].child.pid, worker.pid]);
    const pupils = seats.slice(0, EXAMINEES).map((seat, n) => pupil(origin, seat, n, stats));
    // halfway through the answering, which takes about the items × the mean pace
    await sleep(WINDOW_MS);
    await sleep((stats.items * (PACE[0] + PACE[1])) / 2 / 2);
    const webAUsed = cpuSeconds(web[0].child.pid) - cpu.pids[0];
    web[0].child.kill('SIGKILL');
    const killedAt = Date.now();
    console.log(`web process A killed ${((killedAt - bell) / 1000).toFixed(0)} s after the bell`);
    const examinees = await Promise.all(pupils);
    const finished = Date.now();
    clearInterval(pools.timer);
    const used = cpuSince(cpu, [web[0].child.pid, web[1].child.pid, worker.pid]);
    used['web A'] = webAUsed;
    const { acked, missing } = await checkAnswers(origin, examinees);

    const entries = sorted(stats.entries);
    const steady = sorted(
      stats.latencies.filter((sample) => sample.at < killedAt || sample.at > killedAt + 60_000),
    );
    const afterKill = sorted(
      stats.latencies.filter((sample) => sample.at >= killedAt && sample.at <= killedAt + 60_000),
    );
    const line = {
      examinees: EXAMINEES,
      'entry p50 ms': Math.round(percentile(entries, 50)),
      'entry p99 ms': Math.round(percentile(entries, 99)),
      'entry retries': stats.entryFailures,
      'entry refusals': stats.refusals,
      saves: stats.latencies.length,
      'saves/s': Math.round(stats.latencies.length / ((finished - bell) / 1000)),
      'save p50 ms': Number(percentile(steady, 50).toFixed(1)),
      'save p99 ms': Number(percentile(steady, 99).toFixed(1)),
      'save p99 in the minute after the kill ms': afterKill.length
        ? Number(percentile(afterKill, 99).toFixed(1))
        : null,
      'failed tries': stats.failures,
      submitted: stats.submitted,
      acknowledged: acked,
      lost: missing,
      'minutes from the bell': Number(((finished - bell) / 60_000).toFixed(1)),
    };
    console.log(JSON.stringify(line));
    if (values.samples) writeFileSync(values.samples, JSON.stringify({ bell, killedAt, stats }));
    console.log(cpuShares(used, (finished - bell) / 1000, stats.latencies.length));
    console.log(
      `queries waiting for a database connection (putt_db_pool_waiting, every 2 s), most seen: ` +
        `web A ${pools.most[0]}, web B ${pools.most[1]}`,
    );
    const pass =
      line['entry p99 ms'] < BUDGET_ENTRY_MS &&
      line['save p99 ms'] < BUDGET_SAVE_MS &&
      missing === 0 &&
      stats.submitted === EXAMINEES;
    console.log(
      `entry p99 ${line['entry p99 ms']} ms (budget < ${BUDGET_ENTRY_MS}), save p99 ${line['save p99 ms']} ms ` +
        `outside the minute after the kill (budget < ${BUDGET_SAVE_MS}), ${missing} of ${acked} acknowledged ` +
        `answers lost, ${stats.submitted} of ${EXAMINEES} submitted`,
    );
    console.log(`verdict: ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    // what nginx said of its upstreams (the kill's refused connections among it), by kind
    const said = nginxSaid(readFileSync(join(dir, 'error.log'), 'utf8'));
    if (said.length) console.log(`nginx's error log:\n${said.join('\n')}`);
    nginx.child.kill('SIGTERM');
    for (const server of web) server.child.kill('SIGTERM');
    worker.kill('SIGTERM');
    await sleep(1000);
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const pass = await withScratchDatabase(values.postgres, run);
process.exitCode = pass ? 0 : 1;
