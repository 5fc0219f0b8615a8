import type { TProduct } from '@putt/contract/catalogue';
import { addDays, seoulToday } from '@putt/contract/dates';
import { describe, expect, it } from 'vitest';
import {
  applicationResolver,
  type ApplicationMeta,
  buildApplication,
  emptyApplication,
  offeredFor,
  shownTotal,
} from './application-values';

const product = (SK: string, level: TProduct['level'], price: number, type = SK): TProduct => ({
  SK,
  type: type as TProduct['type'],
  kind: 'SURVEY',
  level,
  name: SK,
  nameEn: SK,
  price,
});
// the survey products of two levels: middle school takes the teen TOCC (tocc_h)
const ofKind = [
  product('putt_e', 'E', 5_500),
  product('tocc_e', 'E', 5_500),
  product('putt_m', 'M', 5_500),
  product('tocc_h', 'H', 5_500),
  product('coach_putt_m', 'M', 50_000),
];
const meta: ApplicationMeta = { kind: 'survey', ofKind, level: 'M', idempotencyKey: crypto.randomUUID() };
const iso = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`;

function filled() {
  const values = emptyApplication(ofKind, undefined);
  values.test_due_date = iso(addDays(seoulToday(), 10));
  values.test_type = 'online';
  values.client = {
    dept: '교무부',
    phoneNumber: '042-123-4567',
    deptPersonName: '이담당',
    deptPersonPhoneNumber: '010-2345-6789',
    email: 'teacher@example.com',
  };
  values.payment_method.bank_date = iso(addDays(seoulToday(), 5));
  return values;
}

const resolve = (values: ReturnType<typeof filled>, m = meta) =>
  applicationResolver(m)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the application form’s values', () => {
  it('offers the level’s row only, and nothing before an organisation of type other chooses a level', () => {
    expect(offeredFor(meta).map((p) => p.SK)).toEqual(['putt_m', 'tocc_h', 'coach_putt_m']);
    expect(offeredFor({ ...meta, level: null })).toEqual([]);
  });

  it('makes one line per chosen product at the catalogue price, and the total from them', () => {
    const values = filled();
    values.lines[2] = { prod_id: 'putt_m', selected: true, quantity: '60', notes: '2학년' };
    values.lines[4] = { prod_id: 'coach_putt_m', selected: true, quantity: '3', notes: '' };
    values.lines[0] = { prod_id: 'putt_e', selected: true, quantity: '9', notes: '' }; // another level: not sent
    const { input } = buildApplication(values, meta);
    expect(input).toMatchObject({
      pid: 'survey',
      products: [
        { prod_id: 'putt_m', quantity: 60, unit_price: 5_500, notes: '2학년' },
        { prod_id: 'coach_putt_m', quantity: 3, unit_price: 50_000, notes: '' },
      ],
      totalPrice: 480_000,
    });
    expect(shownTotal(values, meta)).toBe(480_000);
  });

  it('expands option B into both tests of the level with the bundle’s quantity', () => {
    const values = filled();
    values.bundle = { selected: true, quantity: '30', notes: '1반' };
    values.lines[2]!.selected = true; // hidden under the bundle: the bundle decides
    const { input } = buildApplication(values, meta);
    expect((input as { products: unknown[] }).products).toEqual([
      { prod_id: 'putt_m', quantity: 30, unit_price: 5_500, notes: '1반' },
      { prod_id: 'tocc_h', quantity: 30, unit_price: 5_500, notes: '1반' },
    ]);
  });

  it('names no product, a quantity of 0 and a bundle’s quantity where the form shows them', async () => {
    expect((await resolve(filled())).errors).toMatchObject({ lines: { message: 'org-orders:v.noProduct' } });
    const values = filled();
    values.lines[3] = { prod_id: 'tocc_h', selected: true, quantity: '0', notes: '' };
    expect((await resolve(values)).errors).toMatchObject({
      lines: { 3: { quantity: { message: 'org-orders:v.quantity' } } },
    });
    const bundle = filled();
    bundle.bundle = { selected: true, quantity: '', notes: '' };
    expect((await resolve(bundle)).errors).toMatchObject({
      bundle: { quantity: { message: 'org-orders:v.quantity' } },
    });
  });

  it('passes a complete survey application, and an expert one without dates', async () => {
    const values = filled();
    values.lines[2] = { prod_id: 'putt_m', selected: true, quantity: '60', notes: '' };
    expect((await resolve(values)).errors).toEqual({});
    const expert: ApplicationMeta = {
      ...meta,
      kind: 'expert',
      ofKind: [{ ...product('EXPERT#0001', null, 200_000, 'expert_putt_e'), kind: 'EXPERT' }],
    };
    const course = emptyApplication(expert.ofKind, undefined);
    Object.assign(course, { client: values.client, payment_method: values.payment_method });
    course.lines[0]!.selected = true;
    expect((await resolve(course, expert)).errors).toEqual({});
  });
});
