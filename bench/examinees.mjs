// Examinees of the demo school taking the test through the real operations, as the runner does:
// an answer every 5-10 s, each pending until the server acknowledged it and retried until then;
// shared by the answers and durability benchmarks.
import { randomBytes } from 'node:crypto';
import { client, enterSeat, openSchoolClasses, sleep } from './school.mjs';

const CLASS_SIZE = 30;

/** Classes of the demo school under way, `count` examinees entered: each one's key, cookie and the items. */
export async function enterExaminees(origin, count) {
  const call = client(origin);
  const { seats } = await openSchoolClasses(origin, {
    classes: Math.ceil(count / CLASS_SIZE),
    classSize: CLASS_SIZE,
  });
  const examinees = [];
  for (let at = 0; at < count; at += 50) {
    const batch = seats.slice(at, Math.min(count, at + 50));
    examinees.push(
      ...(await Promise.all(
        batch.map(async (seat, offset) => {
          const cookie = await enterSeat(origin, seat, at + offset);
          return { key: seat.key, cookie, device: randomBytes(9).toString('base64url') };
        }),
      )),
    );
  }
  const attempt = (await call('getAttempt', { SK: examinees[0].key }, examinees[0].cookie)).body.Item;
  return { examinees, items: attempt.items.map((item) => item.id) };
}

/**
 * One examinee as the runner behaves: an answer every `pace` (5-10 s by default), pending until
 * acknowledged.
 */
export async function answerLoop(origin, examinee, items, stopAt, stats, pace = [5_000, 10_000]) {
  const state = { seq: 0, next: 0, pending: [], acked: new Map() };
  examinee.state = state;
  await sleep(Math.random() * pace[1]);
  while (Date.now() < stopAt && state.next < items.length) {
    const item = items[state.next];
    state.seq += 1;
    state.pending.push({ item, value: 1 + (state.next % 5), seq: state.seq, ms: 5000 });
    state.next += 1;
    await flush(origin, examinee, stats);
    await sleep(pace[0] + Math.random() * (pace[1] - pace[0]));
  }
}

/** Sends what is pending; true when the server acknowledged it (a latency sample), false on failure. */
async function flush(origin, examinee, stats) {
  const { state } = examinee;
  if (state.pending.length === 0) return true;
  const batch = state.pending.slice(0, 50);
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/api/saveAnswers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: examinee.cookie },
      body: JSON.stringify({ SK: examinee.key, device: examinee.device, answers: batch }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`saveAnswers ${response.status}`);
    stats.latencies.push({ at: Date.now(), ms: performance.now() - started });
    for (const answer of batch) state.acked.set(answer.item, answer.value);
    state.pending = state.pending.slice(batch.length);
    return true;
  } catch {
    stats.failures += 1;
    return false;
  }
}

/** Sends every answer still pending (those that waited while the server was down), until acknowledged. */
export async function drainAnswers(origin, examinees, stats) {
  for (const examinee of examinees) {
    while (!(await flush(origin, examinee, stats))) await sleep(200);
  }
}

/** Every answer the server acknowledged, looked up in what it holds now: how many, and how many are not there. */
export async function checkAnswers(origin, examinees) {
  const call = client(origin);
  let acked = 0;
  let missing = 0;
  for (const examinee of examinees) {
    const held = new Map(
      (await call('getAttempt', { SK: examinee.key }, examinee.cookie)).body.Item.answers.map((a) => [
        a.item,
        a.value,
      ]),
    );
    for (const [item, value] of examinee.state.acked) {
      acked += 1;
      if (held.get(item) !== value) missing += 1;
    }
  }
  return { acked, missing };
}
