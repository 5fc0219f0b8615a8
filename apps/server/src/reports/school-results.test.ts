import { MIN_PUPILS_FOR_MEAN } from '@putt/contract/school-results';
import type { Input } from '@putt/contract/operations';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../db/schema/attempts.js';
import { entryCodes, examinees, projects } from '../db/schema/orders.js';
import { results } from '../db/schema/results.js';
import { middleClass, registeredClasses } from '../testing/classes.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { answerAllAndSubmit, enter, examinee } from '../testing/survey.js';
import { seedDemoBanks } from '../instruments/item-banks.js';
import { seedDemoNorms } from '../scoring/norm-tables.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'otherOrg' | 'staff', string>;
let order: { SK: string; classes: string[] };

/** The nth pupil's answers: every point of the scale, spread differently for each pupil. */
const answersOf = (n: number) => (i: number) => ((i * 7 + n) % 5) + 1;

async function takeClass(sk: string, pupils: number, hurried: number[] = []) {
  await t.call('openOneProject', { SK: sk }, { cookie: cookies.org });
  const [project] = await t.database.db.select().from(projects).where(eq(projects.sk, sk));
  const codes = await t.database.db
    .select({ code: entryCodes.code })
    .from(entryCodes)
    .where(eq(entryCodes.projectSk, sk))
    .orderBy(asc(entryCodes.num));
  for (let n = 0; n < pupils; n += 1) {
    const entry = examinee(project!.surveyKey!, codes[n]!.code, {
      num: n + 1,
      name: `학생${n + 1}`,
      email: `pupil${n}@example.com`,
    });
    const { cookie } = await enter(t, entry);
    // a pupil who pressed 3 throughout in no time: held for staff review
    if (hurried.includes(n)) await answerAllAndSubmit(t, project!.surveyKey!, cookie, () => 3, 300);
    else await answerAllAndSubmit(t, project!.surveyKey!, cookie, answersOf(n));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'resultsa');
  await createOrganisation(t.database.db, 'resultsb');
  await createTestStaff(t.database.db, 'clerk46', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'resultsa' });
  cookies.otherOrg = await login(t, 'admin1', { orgId: 'resultsb' });
  cookies.staff = await loginStaffCookie(t, 'clerk46');
  await seedDemoBanks(t.database.db);
  await seedDemoNorms(t.database.db);
  order = await registeredClasses(t, cookies, [
    middleClass('2학년 1반', 0, 7),
    middleClass('2학년 2반', 0, 4),
  ]);
  // class 1: six released, one held, one place not taken; class 2: three released, one not taken
  await takeClass(order.classes[0]!, 7, [6]);
  await takeClass(order.classes[1]!, 3);
}, 120_000);
afterAll(() => t.close());

const resultsOf = (input: Input<'getSchoolResults'>, cookie = cookies.org) =>
  t.call('getSchoolResults', input, { cookie });

describe('getSchoolResults', () => {
  it("gives an order's classes side by side: each pupil's place as the result holds it, the states counted, a small class's mean withheld", async () => {
    const answer = await resultsOf({ scope: 'order', SK: order.SK });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { instruments } = answer.body.Item;
    expect(instruments.map((results) => results.instrument)).toEqual(['putt_m']);
    const putt = instruments[0]!;
    expect(putt.classes.map((c) => c.label)).toEqual(['2학년 1반', '2학년 2반']);
    expect(putt.classes[0]!.counts).toEqual({ released: 6, held: 1, retest: 0, answering: 0, notTaken: 0 });
    expect(putt.classes[1]!.counts).toEqual({ released: 3, held: 0, retest: 0, answering: 0, notTaken: 1 });
    expect(putt.pupils).toHaveLength(11);

    // every released pupil's places are their stored result's, group and area
    const stored = await t.database.db
      .select({ projectSk: attempts.projectSk, name: examinees.name, scores: results.scores })
      .from(results)
      .innerJoin(attempts, eq(attempts.id, results.attemptId))
      .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
      .where(eq(results.status, 'released'));
    const released = putt.pupils.filter((pupil) => pupil.state === 'released');
    expect(released).toHaveLength(9);
    for (const pupil of released) {
      const own = stored.find((row) => row.projectSk === pupil.projectSk && row.name === pupil.name)!;
      const units = [...own.scores.levels.group, ...own.scores.levels.area];
      expect(pupil.places).toEqual(
        Object.fromEntries(
          units.map((unit) => [unit.id, { t: unit.t, percentile: unit.percentile, band: unit.band }]),
        ),
      );
      expect(pupil.top.length).toBeLessThanOrEqual(2);
    }
    // the held pupil is a state only: no place is read before staff review it
    expect(putt.pupils.find((pupil) => pupil.state === 'held')).toMatchObject({
      name: '학생7',
      places: {},
      top: [],
      lowest: null,
      flags: [],
    });

    const firstArea = putt.groups[0]!.areas[0]!;
    const unitOf = (summary: typeof putt.summary) => summary.find((unit) => unit.id === firstArea)!;
    // six scored: a mean; three scored, fewer than MIN_PUPILS_FOR_MEAN: none
    expect(MIN_PUPILS_FOR_MEAN).toBe(5);
    expect(unitOf(putt.classes[0]!.summary)).toMatchObject({ scored: 6, mean: expect.any(Number) });
    expect(unitOf(putt.classes[1]!.summary)).toMatchObject({ scored: 3, mean: null });
    // the order's summary is over all nine, and its mean is theirs
    const all = unitOf(putt.summary);
    const ts = released.map((pupil) => pupil.places[firstArea]!.t!);
    expect(all.scored).toBe(9);
    expect(all.mean).toBe(Math.round((ts.reduce((a, b) => a + b, 0) / ts.length) * 10) / 10);
    expect(Object.values(all.bands).reduce((a, b) => a + b, 0)).toBe(9);
    expect(putt.norms.length).toBeGreaterThan(0);
  });

  it('gives one class alone, and the whole organisation its every class', async () => {
    const one = (await resultsOf({ scope: 'project', SK: order.classes[1]! })).body.Item.instruments[0]!;
    expect(one.classes).toHaveLength(1);
    expect(one.pupils).toHaveLength(4);
    const school = (await resultsOf({ scope: 'organisation' })).body.Item;
    expect(school.instruments[0]!.classes).toHaveLength(2);
    expect(school.orgName).not.toBe('');
  });

  it("answers another organisation's class or order exactly as a missing one, and its whole-school view holds none of them", async () => {
    for (const scope of [
      { scope: 'order', SK: order.SK },
      { scope: 'project', SK: order.classes[0]! },
    ] as const) {
      const theirs = await resultsOf(scope, cookies.otherOrg);
      const missing = await resultsOf({ ...scope, SK: 'no-such-record' }, cookies.otherOrg);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    const other = await resultsOf({ scope: 'organisation' }, cookies.otherOrg);
    expect(other.status).toBe(200);
    expect(other.body.Item.instruments).toEqual([]);
  });
});
