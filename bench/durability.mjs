// Durability under load (issue 24): members order and examinees answer through the real operations
// of the built server; halfway it is killed with SIGKILL and started again on the same data. Every
// write a client saw acknowledged must be there, none twice, and no order half-written (each with
// its lines and its tests). On PostgreSQL (the web process with WORKER=off and a worker, README's
// production shape), then on PGlite (README says what its settings promise).
// Usage: npm run build && npm run bench:durability [-- --members 40 --examinees 400 --duration 40
//   --only postgres|pglite]
import { spawn } from 'node:child_process';
import { freePort } from '../scripts/free-port.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
// the server tests' valid application (run through tsx: see package.json), so both order alike
import { personalOrder } from '../apps/server/src/testing/orders.ts';
import { answerLoop, checkAnswers, drainAnswers, enterExaminees } from './examinees.mjs';
import { withScratchDatabase } from './scratch-database.mjs';
import { callOperation, sleep, startServer } from './school.mjs';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '40' },
    examinees: { type: 'string', default: '400' },
    duration: { type: 'string', default: '40' },
    only: { type: 'string' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const MEMBERS = Number(values.members);
const EXAMINEES = Number(values.examinees);
const DURATION_MS = Number(values.duration) * 1000;

/** Members signed up and in, each from an address of its own. */
async function signUpMembers(origin) {
  const members = [];
  for (let at = 0; at < MEMBERS; at += 1) {
    const ip = `10.9.${at >> 8}.${at & 255}`;
    const uid = `durable${at}`;
    const joined = await callOperation(
      origin,
      'joinUser',
      {
        joinType: 'custom',
        joinData: { uid, password: 'durable12!', email: `${uid}@example.com` },
        agreeTerms: true,
      },
      { ip },
    );
    if (joined.status !== 200) throw new Error(`joinUser ${joined.status} ${JSON.stringify(joined.body)}`);
    const login = await callOperation(
      origin,
      'loginUser',
      { loginType: 'custom', loginData: { uid, password: 'durable12!' } },
      { ip },
    );
    members.push({ ip, cookie: login.cookie, pending: [], acked: new Map() });
  }
  return members;
}

/** Sends the member's applications not yet acknowledged, oldest first, each with its own form key. */
async function sendOrders(origin, member, stats) {
  while (member.pending.length > 0) {
    const form = member.pending[0];
    try {
      const res = await callOperation(origin, 'createOrder', form, member);
      if (res.status !== 200) throw new Error(`createOrder ${res.status}`);
      member.acked.set(form.idempotencyKey, res.body.Item.SK);
      member.pending.shift();
      stats.orders += 1;
    } catch {
      stats.failures += 1;
      return false;
    }
  }
  return true;
}

/** A member applying every 3-5 s; an application that got no answer is sent again, same form key. */
async function orderLoop(origin, member, stopAt, stats) {
  await sleep(Math.random() * 3000);
  while (Date.now() < stopAt) {
    member.pending.push(personalOrder());
    await sendOrders(origin, member, stats);
    await sleep(3000 + Math.random() * 2000);
  }
}

/** What an order holds: its lines, its tests and each test's examinees. */
const shapeOf = (detail) =>
  detail ? JSON.stringify([detail.products.length, detail.projects.map((p) => p.examinees.length)]) : 'none';

/**
 * Every acknowledged application is one order of its member, none twice, and each is whole: the
 * same lines, tests and examinees as an order made while nothing failed (`whole`).
 */
async function checkOrders(origin, members, whole) {
  let acked = 0;
  let missing = 0;
  let extra = 0;
  let broken = 0;
  for (const member of members) {
    const listed = new Set();
    for (let page = 1; ; page += 1) {
      const res = await callOperation(origin, 'getMyOrders', { type: 'individual', page }, member);
      for (const row of res.body.Items) listed.add(row.SK);
      if (!res.body.hasNext) break;
    }
    const mine = new Set(member.acked.values());
    acked += mine.size;
    for (const SK of mine) if (!listed.has(SK)) missing += 1;
    for (const SK of listed) if (!mine.has(SK)) extra += 1;
    for (const SK of listed) {
      const detail = (await callOperation(origin, 'getOrderProjectsContainsExamninees', { SK }, member)).body
        ?.Item;
      if (shapeOf(detail) !== whole) broken += 1;
    }
  }
  return { acked, missing, extra, broken };
}

async function run(label, env) {
  const port = await freePort();
  const serverEnv = { ...env, TRUST_PROXY: '127.0.0.1' };
  const worker = env.DATABASE_URL
    ? spawn('node', [...SERVER_NODE_FLAGS, 'apps/server/dist/worker.js'], {
        env: { ...process.env, LOG_LEVEL: 'warn', ...serverEnv },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : undefined;
  const webEnv = env.DATABASE_URL ? { ...serverEnv, WORKER: 'off' } : serverEnv;
  let server = startServer(port, webEnv);
  await server.ready;
  const origin = server.origin;
  console.log(`${label}: ${MEMBERS} members and ${EXAMINEES} examinees setting up …`);
  const members = await signUpMembers(origin);
  // an order made while nothing fails: the shape every other must have
  const reference = await callOperation(origin, 'createOrder', personalOrder(), members[0]);
  const whole = shapeOf(
    (
      await callOperation(
        origin,
        'getOrderProjectsContainsExamninees',
        { SK: reference.body.Item.SK },
        members[0],
      )
    ).body.Item,
  );
  members[0].acked.set('reference', reference.body.Item.SK);
  const { examinees, items } = await enterExaminees(origin, EXAMINEES);
  const stats = { latencies: [], failures: 0, orders: 0 };
  const stopAt = Date.now() + DURATION_MS;
  const loops = [
    ...members.map((member) => orderLoop(origin, member, stopAt, stats)),
    ...examinees.map((examinee) => answerLoop(origin, examinee, items, stopAt, stats)),
  ];
  await sleep(DURATION_MS / 2);
  server.child.kill('SIGKILL');
  const killedAt = Date.now();
  await sleep(1000);
  server = startServer(port, webEnv);
  await server.ready;
  const downMs = Date.now() - killedAt;
  await Promise.all(loops);
  // what waited while the server was down goes now, as the clients would send it again
  await drainAnswers(origin, examinees, stats);
  for (const member of members) while (!(await sendOrders(origin, member, stats))) await sleep(200);
  const answers = await checkAnswers(origin, examinees);
  const orders = await checkOrders(origin, members, whole);
  server.child.kill('SIGTERM');
  worker?.kill('SIGTERM');
  const line = {
    label,
    'a whole order': whole,
    'answer saves': stats.latencies.length,
    'orders placed': stats.orders,
    'failed tries (server down)': stats.failures,
    'down ms': downMs,
    'answers acknowledged': answers.acked,
    'answers lost': answers.missing,
    'orders acknowledged': orders.acked,
    'orders lost': orders.missing,
    'orders twice': orders.extra,
    'orders half-written': orders.broken,
  };
  console.log(JSON.stringify(line));
  return line;
}

const results = [];
for (const [label, only] of [
  ['PostgreSQL', 'postgres'],
  ['PGlite', 'pglite'],
]) {
  if (values.only && values.only !== only) continue;
  const dataDir = mkdtempSync(join(tmpdir(), 'putt-durable-'));
  try {
    results.push(
      only === 'postgres'
        ? await withScratchDatabase(values.postgres, (url) =>
            run(label, { DATABASE_URL: url, DATA_DIR: dataDir }),
          )
        : await run(label, { DATA_DIR: dataDir }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('');
let pass = true;
for (const r of results) {
  const ok =
    r['answers lost'] === 0 &&
    r['orders lost'] === 0 &&
    r['orders twice'] === 0 &&
    r['orders half-written'] === 0;
  pass &&= ok && r['orders acknowledged'] > 0 && r['answers acknowledged'] > 0;
  console.log(
    `${r.label}: after kill -9, ${r['answers acknowledged']} acknowledged answers (${r['answers lost']} lost), ` +
      `${r['orders acknowledged']} acknowledged orders (${r['orders lost']} lost, ${r['orders twice']} twice, ` +
      `${r['orders half-written']} half-written) ${ok ? 'PASS' : 'FAIL'}`,
  );
}
console.log(pass ? 'verdict: PASS' : 'verdict: FAIL');
process.exitCode = pass ? 0 : 1;
