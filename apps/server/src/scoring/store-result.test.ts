import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../db/schema/attempts.js';
import { norms } from '../db/schema/instruments.js';
import { results } from '../db/schema/results.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { answerAllAndSubmit, enter, examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ENGINE_VERSION } from './engine/score-attempt.js';
import { currentNorm, seedDemoNorms } from './norm-tables.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'scorea');
  await createTestStaff(t.database.db, 'clerk11', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'scorea' });
  cookies.staff = await loginStaffCookie(t, 'clerk11');
});
afterAll(() => t.close());

/** An examinee of a fresh class answers every item as `value(i)` taking `ms` each, and submits. */
async function submitted(value: (i: number) => number, ms = 2500) {
  const { key, codes, sk } = await openClass(t, cookies, 2);
  const { cookie } = await enter(t, examinee(key, codes[0]!));
  await answerAllAndSubmit(t, key, cookie, value, ms);
  const [attempt] = await t.database.db.select().from(attempts).where(eq(attempts.projectSk, sk));
  const rows = await t.database.db.select().from(results).where(eq(results.attemptId, attempt!.id));
  return { key, cookie, attempt: attempt!, rows };
}

describe('a result at submit', () => {
  it('is scored in the submit with the demo norm, every level normed, and released when the answers are careful', async () => {
    const { rows, key, cookie } = await submitted((i) => ((i * 7) % 5) + 1);
    expect(rows).toHaveLength(1);
    const [result] = rows;
    const norm = await currentNorm(t.database.db, 'putt_m', 'standard');
    expect(norm).toMatchObject({ demo: true });
    expect(result).toMatchObject({
      status: 'released',
      engine: ENGINE_VERSION,
      normId: norm!.id,
      supersededAt: null,
    });
    expect(result!.scores.levels.scale).toHaveLength(32);
    expect(result!.scores.levels.area.map((area) => area.id)).toEqual([
      'linguistic',
      'logical',
      'musical',
      'spatial',
      'bodily',
      'naturalist',
      'interpersonal',
      'intrapersonal',
    ]);
    expect(result!.scores.levels.group).toHaveLength(4);
    for (const unit of Object.values(result!.scores.levels).flat()) {
      expect(unit.t, unit.id).toEqual(expect.any(Number));
      expect(unit.band, unit.id).toEqual(expect.any(String));
    }
    const [used] = await t.database.db.select().from(norms).where(eq(norms.id, norm!.id));
    expect(used!.firstUsedAt).not.toBeNull();

    // a retried submit scores nothing twice
    expect((await t.call('submitAttempt', { SK: key }, { cookie })).status).toBe(200);
    expect(
      await t.database.db.select().from(results).where(eq(results.attemptId, result!.attemptId)),
    ).toHaveLength(1);
  });

  it('is held for review when every answer is the same, given in a hurry', async () => {
    const { rows } = await submitted(() => 4, 350);
    expect(rows[0]).toMatchObject({ status: 'held' });
    expect(rows[0]!.scores.quality.flags).toEqual(['fast', 'sameAnswers', 'lowVariance', 'flat']);
  });

  it('seeds demo norms once, for demo banks only', async () => {
    expect(await seedDemoNorms(t.database.db)).toBe(0);
  });
});
