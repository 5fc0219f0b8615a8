import { TIME_EXTENSION_MINUTES, type TAnswer } from '@putt/contract/attempts';
import { ErrorCode } from '@putt/contract/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, attempts } from '../../db/schema/attempts.js';
import { projects } from '../../db/schema/orders.js';
import { demoBanks } from '../../instruments/demo/demo-banks.js';
import { installBank } from '../../instruments/item-banks.js';
import { createOrganisation, login } from '../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../testing/staff.js';
import { enter, examinee, openClass } from '../../testing/survey.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'answera');
  await createTestStaff(t.database.db, 'clerk10', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'answera' });
  cookies.staff = await loginStaffCookie(t, 'clerk10');
});
afterAll(() => t.close());

/** An examinee who entered a fresh class: the class, its key, the attempt's cookie and the items. */
async function entered() {
  const opened = await openClass(t, cookies, 2);
  const { cookie } = await enter(t, examinee(opened.key, opened.codes[0]!));
  const attempt = await t.call('getAttempt', { SK: opened.key }, { cookie });
  return { ...opened, cookie, items: attempt.body.Item.items.map((item) => item.id) };
}

const answer = (item: string, value: number, seq: number): TAnswer => ({ item, value, seq, ms: 1500 + seq });

const held = async (key: string, cookie: string) =>
  Object.fromEntries(
    (await t.call('getAttempt', { SK: key }, { cookie })).body.Item.answers.map((a) => [a.item, a.value]),
  );

describe('saveAnswers', () => {
  it('keeps one answer per item: a replay changes nothing, an older save of the device never overwrites a newer one', async () => {
    const { key, cookie, items } = await entered();
    const save = (device: string, list: TAnswer[]) =>
      t.call('saveAnswers', { SK: key, device, answers: list }, { cookie });

    const first = await save('phone-0001', [answer(items[0]!, 3, 1), answer(items[1]!, 4, 2)]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ answered: 2, total: 160 });
    // the examinee changed their mind (seq 3), then the retry of seq 1 arrives late
    expect((await save('phone-0001', [answer(items[0]!, 5, 3)])).body.answered).toBe(2);
    expect((await save('phone-0001', [answer(items[0]!, 3, 1)])).body.answered).toBe(2);
    expect((await save('phone-0001', [answer(items[1]!, 4, 2)])).body.answered).toBe(2);
    expect(await held(key, cookie)).toEqual({ [items[0]!]: 5, [items[1]!]: 4 });

    // another device's answer is the last received: it wins whatever its count
    expect((await save('pc-00000001', [answer(items[0]!, 1, 1)])).status).toBe(200);
    expect(await held(key, cookie)).toEqual({ [items[0]!]: 1, [items[1]!]: 4 });

    // one batch answering an item twice keeps the later
    await save('phone-0001', [answer(items[2]!, 2, 9), answer(items[2]!, 1, 8)]);
    expect((await held(key, cookie))[items[2]!]).toBe(2);
    const [row] = await t.database.db.select().from(answers).where(eq(answers.item, items[2]!));
    expect(row).toMatchObject({ device: 'phone-0001', seq: 9, ms: 1509 });
  });

  it('refuses items not in the bank and values outside the scale, storing nothing of the batch', async () => {
    const { key, cookie, items } = await entered();
    const unknown = await t.call(
      'saveAnswers',
      { SK: key, device: 'phone-0002', answers: [answer(items[0]!, 3, 1), answer('no-such-item', 3, 2)] },
      { cookie },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields).toEqual({ 'answers.1.item': 'survey:v.unknownItem' });
    for (const value of [0, 6, -1]) {
      const outside = await t.call(
        'saveAnswers',
        { SK: key, device: 'phone-0002', answers: [answer(items[0]!, value, 3)] },
        { cookie },
      );
      expect(outside.body.error?.fields).toEqual({ 'answers.0.value': 'survey:v.outsideScale' });
    }
    expect(await held(key, cookie)).toEqual({});
  });

  it('is the examinee’s own: no cookie, another attempt’s cookie or a member is refused', async () => {
    const a = await entered();
    const b = await entered();
    const list = { SK: a.key, device: 'phone-0003', answers: [answer(a.items[0]!, 3, 1)] };
    expect((await t.call('saveAnswers', list)).status).toBe(401);
    expect((await t.call('saveAnswers', list, { cookie: b.cookie })).status).toBe(401);
    expect((await t.call('saveAnswers', list, { cookie: cookies.org })).status).toBe(401);
    expect(await held(a.key, a.cookie)).toEqual({});
  });
});

describe('submitAttempt', () => {
  it('refuses a submit with items missing, submits a complete attempt once, and takes no answer after', async () => {
    const { orderSk, key, cookie, items } = await entered();
    /** the class as its organisation follows it: each place's progress */
    const progress = async () =>
      (
        await t.call('getOrderProjectsContainsExamninees', { SK: orderSk }, { cookie: cookies.org })
      ).body.Item.projects[0]!.codes!.map((code) => code.progress);
    const all = items.map((item, index) => answer(item, (index % 5) + 1, index + 1));
    for (let at = 0; at < all.length - 1; at += 50) {
      const part = all.slice(at, Math.min(at + 50, all.length - 1));
      expect(
        (await t.call('saveAnswers', { SK: key, device: 'tablet-001', answers: part }, { cookie })).status,
      ).toBe(200);
    }
    expect(await progress()).toEqual([{ state: 'answering', answered: 159, total: 160 }, null]);
    const early = await t.call('submitAttempt', { SK: key }, { cookie });
    expect(early.status).toBe(400);
    expect(early.body.error?.fields).toEqual({ answers: 'survey:v.unanswered' });

    const last = await t.call(
      'saveAnswers',
      { SK: key, device: 'tablet-001', answers: [all.at(-1)!] },
      { cookie },
    );
    expect(last.body).toEqual({ answered: 160, total: 160 });
    const submitted = await t.call('submitAttempt', { SK: key }, { cookie });
    expect(submitted.status).toBe(200);
    expect(await progress()).toEqual([{ state: 'submitted', answered: 160, total: 160 }, null]);
    const again = await t.call('submitAttempt', { SK: key }, { cookie });
    expect(again.body.submitted_at).toBe(submitted.body.submitted_at);

    const late = await t.call(
      'saveAnswers',
      { SK: key, device: 'tablet-001', answers: [answer(items[0]!, 1, 999)] },
      { cookie },
    );
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: ErrorCode.INVALID_STATE,
      fields: { SK: 'survey:v.submitted' },
    });
    const attempt = (await t.call('getAttempt', { SK: key }, { cookie })).body.Item;
    expect(attempt.state).toBe('submitted');
    expect(attempt.answers).toHaveLength(160);
  });

  it('serialises saves racing a submit: each is held before it or refused after it, never lost or half-counted', async () => {
    const { key, cookie, items } = await entered();
    const all = items.map((item, index) => answer(item, (index % 5) + 1, index + 1));
    for (let at = 0; at < all.length; at += 50) {
      const part = all.slice(at, at + 50);
      await t.call('saveAnswers', { SK: key, device: 'tablet-002', answers: part }, { cookie });
    }
    // a second device changes twenty answers while the examinee submits on the first
    const changes = items.slice(0, 20).map((item, index) => answer(item, 1, 1000 + index));
    const [submitted, ...saves] = await Promise.all([
      t.call('submitAttempt', { SK: key }, { cookie }),
      ...changes.map((change) =>
        t.call('saveAnswers', { SK: key, device: 'phone-0006', answers: [change] }, { cookie }),
      ),
    ]);
    expect(submitted.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(answers)
      .where(eq(answers.attemptId, await attemptIdOf(key)));
    const byItem = new Map(rows.map((row) => [row.item, row]));
    expect(rows).toHaveLength(160);
    saves.forEach((save, index) => {
      const row = byItem.get(changes[index]!.item)!;
      if (save.status === 200) expect(row.device).toBe('phone-0006');
      else {
        expect(save.body.error?.fields).toEqual({ SK: 'survey:v.submitted' });
        expect(row.device).toBe('tablet-002');
      }
    });
    const [attempt] = await t.database.db
      .select()
      .from(attempts)
      .where(eq(attempts.id, await attemptIdOf(key)));
    expect(attempt!.answered).toBe(160);
  });

  it('takes no answer once the test is closed', async () => {
    const { sk, key, cookie, items } = await entered();
    await t.call('closeOneProject', { SK: sk }, { cookie: cookies.org });
    const res = await t.call(
      'saveAnswers',
      { SK: key, device: 'phone-0004', answers: [answer(items[0]!, 2, 1)] },
      { cookie },
    );
    expect(res.body.error?.fields).toEqual({ SK: 'survey:v.state_closed' });
    expect((await t.call('getAttempt', { SK: key }, { cookie })).body.Item.open).toBe(false);
  });
});

describe('a time limit', () => {
  /** A class on the PUTT middle-school demo bank with a 20-minute limit, entered. */
  async function timed() {
    const demo = demoBanks().find((bank) => bank.instrument === 'putt_m')!;
    expect((await installBank(t.database.db, { ...demo, timeLimitMinutes: 20 }, null)).ok).toBe(true);
    const found = await entered();
    const attemptId = await attemptIdOf(found.key);
    /** the first item was shown this long ago */
    const shown = (msAgo: number) =>
      t.database.db
        .update(attempts)
        .set({ itemsStartedAt: new Date(Date.now() - msAgo) })
        .where(eq(attempts.id, attemptId));
    return { ...found, attemptId, shown };
  }
  const timeOf = async (key: string, cookie: string) =>
    (await t.call('getAttempt', { SK: key }, { cookie })).body.Item.time;

  it('stops answers a minute after the time is up, until the examinee extends it', async () => {
    const noLimit = await entered();
    const refused = await t.call('extendTimeLimit', { SK: noLimit.key }, { cookie: noLimit.cookie });
    expect(refused.body.error?.fields).toEqual({ SK: 'survey:v.noTimeLimit' });

    const { key, cookie, items, shown } = await timed();
    expect((await timeOf(key, cookie)).limit_minutes).toBe(20);
    // 20 minutes and a half ago: the time is up, but answers within its minute of grace still count
    await shown(20.5 * 60_000);
    expect(
      (
        await t.call(
          'saveAnswers',
          { SK: key, device: 'phone-0005', answers: [answer(items[1]!, 2, 1)] },
          { cookie },
        )
      ).body,
    ).toEqual({ answered: 1, total: 160 });
    // the first item showed 21 minutes ago and the minute of grace is over
    await shown(21 * 60_000 + 1000);
    const late = await t.call(
      'saveAnswers',
      { SK: key, device: 'phone-0005', answers: [answer(items[0]!, 2, 1)] },
      { cookie },
    );
    expect(late.body.error?.fields).toEqual({ SK: 'survey:v.timeUp' });
    const extended = await t.call('extendTimeLimit', { SK: key }, { cookie });
    expect(extended.status).toBe(200);
    expect(
      (
        await t.call(
          'saveAnswers',
          { SK: key, device: 'phone-0005', answers: [answer(items[0]!, 2, 1)] },
          { cookie },
        )
      ).status,
    ).toBe(200);
  });

  it('runs from the first item shown, not from the entry: reading the instructions costs no time, and a reload keeps the start', async () => {
    const { key, cookie, attemptId } = await timed();
    // the examinee entered 15 minutes ago and read the instructions all that time
    await t.database.db
      .update(attempts)
      .set({ startedAt: new Date(Date.now() - 15 * 60_000) })
      .where(eq(attempts.id, attemptId));
    expect((await timeOf(key, cookie)).started_at).toBeNull();
    const before = Date.now();
    const started = await t.call('startItems', { SK: key }, { cookie });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.limit_minutes).toBe(20);
    expect(started.body.started_at).toBeGreaterThanOrEqual(before - 1000);
    // a reload (or another device) asks again: the clock is the first one's
    const again = await t.call('startItems', { SK: key }, { cookie });
    expect(again.body.started_at).toBe(started.body.started_at);
    expect((await timeOf(key, cookie)).started_at).toBe(started.body.started_at);
  });

  it('starts with the first answer saved when startItems never came (a runner that began offline)', async () => {
    const { key, cookie, items } = await timed();
    const saved = await t.call(
      'saveAnswers',
      { SK: key, device: 'phone-0006', answers: [answer(items[0]!, 2, 1)] },
      { cookie },
    );
    expect(saved.status).toBe(200);
    expect((await timeOf(key, cookie)).started_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it('gives an extension its full minutes: ten more before the time is up, ten from now once it is', async () => {
    const { key, cookie, shown } = await timed();
    await shown(5 * 60_000);
    const early = await t.call('extendTimeLimit', { SK: key }, { cookie });
    expect(early.body.limit_minutes).toBe(20 + TIME_EXTENSION_MINUTES);

    // the examinee was away: the time (30 minutes) ran out three minutes ago
    await shown(33 * 60_000);
    const late = await t.call('extendTimeLimit', { SK: key }, { cookie });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    const { started_at, limit_minutes, now } = late.body;
    const left = started_at! + limit_minutes * 60_000 - now;
    expect(Math.round(left)).toBe(TIME_EXTENSION_MINUTES * 60_000);
    // and so the runner, reading the attempt again, shows ten minutes left
    const read = await timeOf(key, cookie);
    expect(read.started_at! + read.limit_minutes! * 60_000 - read.now).toBeGreaterThan(
      (TIME_EXTENSION_MINUTES - 1) * 60_000,
    );
  });
});

async function attemptIdOf(key: string) {
  const [row] = await t.database.db
    .select({ id: attempts.id })
    .from(attempts)
    .innerJoin(projects, and(eq(projects.sk, attempts.projectSk), eq(projects.surveyKey, key)));
  return row!.id;
}
