import { addDays, seoulToday } from '@putt/contract/dates';
import type { TClass, TPupilReportDays } from '@putt/contract/projects';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { projects } from '../db/schema/orders.js';
import { orgApplication } from './orders.js';
import type { TestApp } from './test-app.js';

/** A class of a middle school's PUTT line: grade 2, `students` students, starting in `startIn` days for a week. */
export const middleClass = (name: string, startIn: number, students: number): TClass => ({
  name,
  grade: 2,
  class: 1,
  email: 'homeroom@example.com',
  start_target_date: addDays(seoulToday(), startIn),
  end_target_date: addDays(seoulToday(), startIn + 7),
  student_count: students,
});

/**
 * A middle school's PUTT order (60 places) applied for by `org`, approved by `staff`, with these
 * classes registered (completed unless said): answers the order and its classes' SKs in order.
 */
export async function registeredClasses(
  t: TestApp,
  cookies: { org: string; staff: string },
  classes: TClass[],
  status: 'ready' | 'approvedTempSave' = 'ready',
  /** the school's choice of its pupils' report links (decision 028); absent: the default */
  pupilReportDays?: TPupilReportDays,
): Promise<{ SK: string; classes: string[] }> {
  const res = await t.call(
    'requestOrgQuotation',
    orgApplication((a) => {
      a.products = [{ prod_id: 'putt_m', quantity: 60, unit_price: 5_500, notes: '' }];
      a.totalPrice = 330_000;
    }),
    { cookie: cookies.org },
  );
  const SK = res.body.Item.SK;
  await t.call('adminApproveOrder', { SK }, { cookie: cookies.staff });
  const saved = await t.call(
    'changeOrderStatus',
    {
      status,
      type: 'organisation',
      data: {
        SK,
        products: [{ prod_id: 'putt_m', projects: classes }],
        ...(pupilReportDays === undefined ? {} : { pupil_report_days: pupilReportDays }),
      },
    },
    { cookie: cookies.org },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const rows = await t.database.db
    .select({ sk: projects.sk })
    .from(projects)
    .where(eq(projects.orderSk, SK))
    .orderBy(asc(projects.num));
  return { SK, classes: rows.map((row) => row.sk) };
}

/** A class list made as a teacher makes it in Excel: the header, then one row per student. */
export async function classListFile(
  rows: (string | number | Date)[][],
  name = '1학년3반.xlsx',
): Promise<{ name: string; base64: string }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('학생 명단');
  sheet.addRow(['번호', '이름', '성별', '생년월일']);
  for (const row of rows) sheet.addRow(row);
  return { name, base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64') };
}
