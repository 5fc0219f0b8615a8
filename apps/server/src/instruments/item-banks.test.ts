import { checkItemBank, instrumentForms, ZItemBank } from '@putt/contract/instruments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemBanks } from '../db/schema/instruments.js';
import { createTestDatabase } from '../testing/test-app.js';
import type { Database } from '../db/client.js';
import { demoBanks } from './demo/demo-banks.js';
import { currentBank, installBank, seedDemoBanks } from './item-banks.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the demo banks', () => {
  const banks = demoBanks();

  it('fill every form of every instrument with its real structure and counts, marked demo', () => {
    const forms = Object.entries(instrumentForms).flatMap(([instrument, shapes]) =>
      Object.keys(shapes).map((form) => `${instrument}/${form}`),
    );
    expect(banks.map((bank) => `${bank.instrument}/${bank.form}`)).toEqual(forms);
    for (const bank of banks) {
      expect(ZItemBank.safeParse(bank).success, `${bank.instrument}/${bank.form}`).toBe(true);
      expect(checkItemBank(bank), `${bank.instrument}/${bank.form}`).toEqual([]);
      expect(bank.demo).toBe(true);
      expect(bank.instructions.ko).toContain('데모 문항');
      expect(bank.items).toHaveLength(instrumentForms[bank.instrument][bank.form]!.items);
    }
    const counts = Object.fromEntries(
      banks.map((bank) => [`${bank.instrument}/${bank.form}`, [bank.items.length, bank.scales.length]]),
    );
    expect(counts).toEqual({
      'putt_e/standard': [128, 32],
      'putt_m/standard': [160, 32],
      'putt_h/standard': [160, 32],
      'putt_u/standard': [160, 32],
      'tocc_e/standard': [60, 17],
      'tocc_e/long': [80, 17],
      'tocc_h/standard': [80, 20],
      'tec/standard': [108, 27],
    });
  });

  it('never put two items of one scale side by side, repeat no text, and key some items in reverse', () => {
    for (const bank of banks) {
      bank.items.slice(1).forEach((item, index) => expect(item.scale).not.toBe(bank.items[index]!.scale));
      expect(new Set(bank.items.map((item) => item.text.ko)).size).toBe(bank.items.length);
      expect(new Set(bank.items.map((item) => item.text.en)).size).toBe(bank.items.length);
      expect(bank.items.some((item) => item.reverse)).toBe(true);
    }
  });
});

describe('item banks', () => {
  it('are installed once for a fresh database, as version 1 of each form', async () => {
    expect(await seedDemoBanks(database.db)).toBe(8);
    expect(await seedDemoBanks(database.db)).toBe(0);
    expect(await database.db.select().from(itemBanks)).toHaveLength(8);
    expect((await currentBank(database.db, 'putt_m'))?.version).toBe(1);
  });

  it('take a new version that serves new attempts; a bank that does not fit is refused and stores nothing', async () => {
    const tec = demoBanks().find((bank) => bank.instrument === 'tec')!;
    const installed = await installBank(database.db, { ...tec, label: '2027 표준', demo: false }, null);
    expect(installed.ok).toBe(true);
    const current = await currentBank(database.db, 'tec');
    expect(current).toMatchObject({ version: 2, label: '2027 표준', demo: false });

    const broken = await installBank(database.db, { ...tec, items: tec.items.slice(1) }, null);
    expect(broken).toEqual({ ok: false, problems: [{ code: 'itemCount', expected: 108, found: 107 }] });
    expect((await currentBank(database.db, 'tec'))?.version).toBe(2);
  });
});
