import { ErrorCode } from '@putt/contract/errors';
import type { TItemBank } from '@putt/contract/instruments';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/back-office.js';
import { itemBanks } from '../../db/schema/instruments.js';
import { createTestStaff, loginStaffCookie } from '../../testing/staff.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { demoBanks } from '../demo/demo-banks.js';
import { seedDemoBanks } from '../item-banks.js';

let t: TestApp;
const cookies = {} as Record<'admin' | 'operator', string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoBanks(t.database.db);
  await createTestStaff(t.database.db, 'banker', 'admin');
  await createTestStaff(t.database.db, 'clerk7', 'operator');
  cookies.admin = await loginStaffCookie(t, 'banker');
  cookies.operator = await loginStaffCookie(t, 'clerk7');
});
afterAll(() => t.close());

const tec = () => structuredClone(demoBanks().find((bank) => bank.instrument === 'tec')!);
const json = (bank: unknown, name = 'tec.json') => ({
  name,
  base64: Buffer.from(JSON.stringify(bank)).toString('base64'),
});

/** The bank as the workbook layout staff fill in: sheets bank, scales and items. */
async function workbook(bank: TItemBank) {
  const book = new ExcelJS.Workbook();
  const facts = book.addWorksheet('bank');
  for (const row of [
    ['instrument', bank.instrument],
    ['form', bank.form],
    ['label', bank.label],
    ['demo', bank.demo ? '예' : '아니오'],
    ['points', bank.response.points],
    ['labels_ko', bank.response.labels.ko.join(' | ')],
    ['labels_en', bank.response.labels.en.join(' | ')],
    ['instructions_ko', bank.instructions.ko],
    ['instructions_en', bank.instructions.en],
    ['time_limit_minutes', bank.timeLimitMinutes ?? ''],
  ]) {
    facts.addRow(row);
  }
  const scales = book.addWorksheet('scales');
  scales.addRow(['id', 'parent', 'name_ko', 'name_en']);
  for (const scale of bank.scales) scales.addRow([scale.id, scale.parent, scale.name.ko, scale.name.en]);
  const items = book.addWorksheet('items');
  items.addRow(['id', 'scale', 'text_ko', 'text_en', 'reverse']);
  for (const item of bank.items)
    items.addRow([item.id, item.scale, item.text.ko, item.text.en, item.reverse]);
  return { name: 'tec.xlsx', base64: Buffer.from(await book.xlsx.writeBuffer()).toString('base64') };
}

describe('item banks in the back office', () => {
  it('lists the installed demo banks, each the current version of its form', async () => {
    const res = await t.call('adminListItemBanks', {}, { cookie: cookies.operator });
    expect(res.status).toBe(200);
    expect(res.body.banks).toHaveLength(8);
    expect(res.body.banks.every((bank) => bank.demo && bank.current && bank.version === 1)).toBe(true);
    expect(res.body.banks.find((bank) => bank.instrument === 'putt_e')).toMatchObject({
      items: 128,
      createdBy: null,
    });
  });

  it('imports a JSON bank and a workbook as the next versions, each in the audit log', async () => {
    const fromJson = await t.call(
      'adminImportItemBank',
      { file: json({ ...tec(), label: '2027 표준', demo: false, timeLimitMinutes: 40 }) },
      { cookie: cookies.admin },
    );
    expect(fromJson.body).toMatchObject({
      ok: true,
      bank: { instrument: 'tec', version: 2, label: '2027 표준', current: true },
    });

    const fromXlsx = await t.call(
      'adminImportItemBank',
      { file: await workbook({ ...tec(), label: '2027 수정', demo: false, timeLimitMinutes: null }) },
      { cookie: cookies.admin },
    );
    expect(fromXlsx.body, JSON.stringify(fromXlsx.body)).toMatchObject({
      ok: true,
      bank: { version: 3, label: '2027 수정', createdBy: 'banker', items: 108 },
    });
    const stored = await t.call(
      'adminGetItemBank',
      { id: fromXlsx.body.ok ? fromXlsx.body.bank.id : '' },
      { cookie: cookies.operator },
    );
    // the workbook reads back as the same bank
    expect(stored.body.content).toEqual({
      ...tec(),
      label: '2027 수정',
      demo: false,
      timeLimitMinutes: null,
    });

    const list = await t.call('adminListItemBanks', {}, { cookie: cookies.operator });
    const versions = list.body.banks
      .filter((bank) => bank.instrument === 'tec')
      .map((bank) => [bank.version, bank.current]);
    expect(versions).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'itemBank'));
    expect(audit).toHaveLength(2);
  });

  it('answers what is wrong with a file and installs nothing', async () => {
    const before = (await t.database.db.select().from(itemBanks)).length;
    const cases: [{ name: string; base64: string }, unknown][] = [
      [{ name: 'tec.json', base64: Buffer.from('{ not json').toString('base64') }, [{ code: 'unreadable' }]],
      [{ name: 'tec.xlsx', base64: Buffer.from('%PDF-1.7').toString('base64') }, [{ code: 'unreadable' }]],
      [{ name: 'tec.txt', base64: Buffer.from('{}').toString('base64') }, [{ code: 'unreadable' }]],
      [json({ ...tec(), instrument: 'kat' }), [{ code: 'schema', path: 'instrument' }]],
      [
        json({ ...tec(), items: tec().items.slice(0, 100) }),
        [{ code: 'itemCount', expected: 108, found: 100 }],
      ],
    ];
    for (const [file, problems] of cases) {
      const res = await t.call('adminImportItemBank', { file }, { cookie: cookies.admin });
      expect(res.body, file.name).toEqual({ ok: false, problems });
    }
    expect((await t.database.db.select().from(itemBanks)).length).toBe(before);
  });

  it('is for administrators to change: an operator reads but neither imports nor deletes', async () => {
    const [bank] = await t.database.db.select().from(itemBanks).where(eq(itemBanks.instrument, 'putt_h'));
    expect(
      (await t.call('adminImportItemBank', { file: json(tec()) }, { cookie: cookies.operator })).status,
    ).toBe(403);
    expect((await t.call('adminDeleteItemBank', { id: bank!.id }, { cookie: cookies.operator })).status).toBe(
      403,
    );
    expect((await t.call('adminListItemBanks', {})).status).toBe(401);
  });

  it('keeps the one bank of a form', async () => {
    const [only] = await t.database.db.select().from(itemBanks).where(eq(itemBanks.instrument, 'putt_u'));
    const refused = await t.call('adminDeleteItemBank', { id: only!.id }, { cookie: cookies.admin });
    expect(refused.body.error, JSON.stringify(refused.body)).toMatchObject({
      code: ErrorCode.INVALID_DATA,
      fields: { id: 'admin_banks:v.lastBank' },
    });
  });

  it('deletes a bank no attempt used, never one that was used', async () => {
    const [used, unused] = await t.database.db
      .select()
      .from(itemBanks)
      .where(eq(itemBanks.instrument, 'tec'));
    await t.database.db.update(itemBanks).set({ firstUsedAt: new Date() }).where(eq(itemBanks.id, used!.id));
    const refused = await t.call('adminDeleteItemBank', { id: used!.id }, { cookie: cookies.admin });
    expect(refused.body.error).toMatchObject({
      code: ErrorCode.INVALID_DATA,
      fields: { id: 'admin_banks:v.used' },
    });
    expect((await t.call('adminDeleteItemBank', { id: unused!.id }, { cookie: cookies.admin })).status).toBe(
      200,
    );
    const left = await t.database.db.select().from(itemBanks).where(eq(itemBanks.id, unused!.id));
    expect(left).toHaveLength(0);
  });
});
