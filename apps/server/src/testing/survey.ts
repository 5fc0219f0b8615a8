import type { TPupilReportDays } from '@putt/contract/projects';
import type { TSurveyEntry } from '@putt/contract/survey-entry';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { entryCodes, projects } from '../db/schema/orders.js';
import { seedDemoBanks } from '../instruments/item-banks.js';
import { seedDemoNorms } from '../scoring/norm-tables.js';
import { middleClass, registeredClasses } from './classes.js';
import { cookieOf } from './members.js';
import type { TestApp } from './test-app.js';

/**
 * A middle school's PUTT class of `students`, registered and opened by `org` and under way (it
 * starts today) on the demo banks and norms the server installs at start: its order, its SK, survey key
 * and codes in the order of their numbers.
 */
export async function openClass(
  t: TestApp,
  cookies: { org: string; staff: string },
  students = 5,
  pupilReportDays?: TPupilReportDays,
) {
  await seedDemoBanks(t.database.db);
  await seedDemoNorms(t.database.db);
  const { SK: orderSk, classes } = await registeredClasses(
    t,
    cookies,
    [middleClass('2학년 1반', 0, students)],
    'ready',
    pupilReportDays,
  );
  const sk = classes[0]!;
  const opened = await t.call('openOneProject', { SK: sk }, { cookie: cookies.org });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const { db } = t.database;
  const [project] = await db.select().from(projects).where(eq(projects.sk, sk));
  const codes = await db
    .select({ code: entryCodes.code })
    .from(entryCodes)
    .where(eq(entryCodes.projectSk, sk))
    .orderBy(asc(entryCodes.num));
  return { orderSk, sk, key: project!.surveyKey!, codes: codes.map((row) => row.code) };
}

/** An examinee of 15 as the entry form sends them. */
export const examinee = (key: string, authCode: string, extra: Partial<TSurveyEntry> = {}): TSurveyEntry => ({
  SK: key,
  authCode,
  num: 3,
  name: '정하늘',
  gender: 'f',
  dob: '20110305',
  email: 'haneul@example.com',
  privacy: true,
  ...extra,
});

/** Enters the test and answers the examinee's cookie (the attempt's) for the calls that follow. */
export async function enter(t: TestApp, entry: TSurveyEntry, headers: Record<string, string> = {}) {
  const res = await t.call('enterSurvey', entry, { headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { resumed: res.body.resumed, cookie: cookieOf(res.response.headers['set-cookie']) };
}

/**
 * The examinee of `cookie` answers every item of their attempt as `value(i)`, taking `ms` each, in
 * batches as the runner sends them, and submits.
 */
export async function answerAllAndSubmit(
  t: TestApp,
  key: string,
  cookie: string,
  value: (i: number) => number,
  ms = 2500,
) {
  const items = (await t.call('getAttempt', { SK: key }, { cookie })).body.Item.items.map((item) => item.id);
  const all = items.map((item, i) => ({ item, value: value(i), seq: i + 1, ms }));
  for (let at = 0; at < all.length; at += 50) {
    const saved = await t.call(
      'saveAnswers',
      { SK: key, device: 'test-device-1', answers: all.slice(at, at + 50) },
      { cookie },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  const submitted = await t.call('submitAttempt', { SK: key }, { cookie });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
}

/** Answers a careful examinee gives: every point of the scale, spread. */
export const carefulAnswer = (i: number) => ((i * 7) % 5) + 1;
