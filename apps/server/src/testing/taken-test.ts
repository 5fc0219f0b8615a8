import type { TAnswer } from '@putt/contract/attempts';
import { seoulToday } from '@putt/contract/dates';
import { and, asc, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { entryCodes, orders, projects } from '../db/schema/orders.js';
import { reports } from '../db/schema/results.js';
import { toDateColumn } from '../db/date-columns.js';
import { personalOrder } from './orders.js';
import { enter, examinee } from './survey.js';
import type { TestApp } from './test-app.js';

/** An individual's paid order (by `cookies.member`, paid by `cookies.staff`) whose PUTT the examinee takes today, answering carefully, and submits. */
export async function takenPersonalTest(
  t: TestApp,
  cookies: { member: string; staff: string },
  order = personalOrder(),
) {
  expect((await t.call('createOrder', order, { cookie: cookies.member })).status).toBe(200);
  const [row] = await t.database.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
  const paid = await t.call(
    'adminConfirmDeposit',
    { SK: row!.sk, paidDate: seoulToday(), paidAmount: 160_000, paidDepositName: '김하늘' },
    { cookie: cookies.staff },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await t.database.db
    .update(projects)
    .set({ startTargetDate: toDateColumn(seoulToday()) })
    .where(eq(projects.orderSk, row!.sk));
  const [putt] = await t.database.db
    .select()
    .from(projects)
    .where(and(eq(projects.orderSk, row!.sk), eq(projects.type, 'putt_e')))
    .orderBy(asc(projects.num));
  expect((await t.call('openOneProject', { SK: putt!.sk }, { cookie: cookies.member })).status).toBe(200);
  const [opened] = await t.database.db.select().from(projects).where(eq(projects.sk, putt!.sk));
  const [code] = await t.database.db.select().from(entryCodes).where(eq(entryCodes.projectSk, putt!.sk));
  const who = { num: 1, name: order.examinee.name, dob: order.examinee.dob, gender: 'f' as const };
  const { cookie } = await enter(t, examinee(opened!.surveyKey!, code!.code, who));
  const key = opened!.surveyKey!;
  const items = (await t.call('getAttempt', { SK: key }, { cookie })).body.Item.items.map((item) => item.id);
  const all: TAnswer[] = items.map((item, i) => ({ item, value: ((i * 7) % 5) + 1, seq: i + 1, ms: 2600 }));
  for (let at = 0; at < all.length; at += 50) {
    await t.call(
      'saveAnswers',
      { SK: key, device: 'phone-0009', answers: all.slice(at, at + 50) },
      { cookie },
    );
  }
  expect((await t.call('submitAttempt', { SK: key }, { cookie })).status).toBe(200);
  return { order, projectSk: putt!.sk };
}

export async function readyStudentReport(t: TestApp, projectSk: string) {
  for (let wait = 0; wait < 100; wait += 1) {
    const [report] = await t.database.db.select().from(reports).where(eq(reports.projectSk, projectSk));
    if (report?.status === 'ready') return report;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the report was not made in 20 s');
}
