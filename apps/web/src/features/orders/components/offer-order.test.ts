import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import { birthYears, firstFailure } from '@putt/contract/orders';
import { describe, expect, it } from 'vitest';
import { contractErrorsOf } from '../../../ui/form/contract-resolver';
import { offerFormPaths, offerResolver, orderOf } from './offer-order';
import { emptyOffer, type OfferValues } from './offer-values';

const meta = { product_key: '1', totalPrice: 160000, idempotencyKey: crypto.randomUUID() } as const;
const today = seoulToday();
const iso = (days: number) => formatYmd(addDays(today, days));

const valid: OfferValues = {
  examinee: {
    name: '김하늘',
    dob: { year: String(birthYears()[4]), month: '03', day: '05' },
    gender: 'f',
    email: 'sky@example.com',
    school_info: '한빛초등학교 5학년',
    address: { postCode: '34126', address: '대전광역시 유성구 대학로 99', addressDetail: '본관' },
  },
  guardian: { name: '김보호', relationship: '어머니', phone: { first: '010', middle: '1234', last: '5678' } },
  project: { counsel_type: 'online', counsel_target_date: iso(10), start_target_date: iso(3) },
  receiver_email: 'parent@example.com',
  payment_method: { deposit_name: '김하늘', bank_date: iso(1) },
};

/** What the form's resolver answers: the order, or the failing fields' messages where the form shows them. */
const check = async (values: OfferValues) =>
  await offerResolver(meta)(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });

const failureOf = async (values: OfferValues) =>
  firstFailure(contractErrorsOf((await check(values)).errors, offerFormPaths));

describe('offerResolver', () => {
  it('makes the createOrder input of a filled form: yyyymmdd dates, a dashed phone, bank deposit', async () => {
    const result = await check(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      type: 'individual',
      product_key: '1',
      totalPrice: 160000,
      examinee: { dob: `${birthYears()[4]}0305`, gender: 'f' },
      guardian: { phone_number: '010-1234-5678' },
      project: { counsel_type: 'online', start_target_date: addDays(today, 3) },
      payment_method: { type: 'bank_deposit', deposit_name: '김하늘', bank_date: addDays(today, 1) },
    });
  });

  it('names the fifteen checks in the spec order, one missing field at a time', async () => {
    expect(await failureOf(emptyOffer)).toBe('v.examineeName');
    // each step fills one more field; the next check in the spec's priority is what fails then
    const steps: [(v: OfferValues) => void, string | undefined][] = [
      [(v) => (v.examinee.name = valid.examinee.name), 'v.dobRequired'],
      [(v) => (v.examinee.dob = valid.examinee.dob), 'v.genderRequired'],
      [(v) => (v.examinee.gender = 'm'), 'v.examineeEmail'],
      [(v) => (v.examinee.email = valid.examinee.email), 'v.schoolRequired'],
      [(v) => (v.examinee.school_info = valid.examinee.school_info), 'v.schoolAddressRequired'],
      [(v) => (v.examinee.address = valid.examinee.address), 'v.guardianName'],
      [(v) => (v.guardian.name = valid.guardian.name), 'v.relationshipRequired'],
      [(v) => (v.guardian.relationship = valid.guardian.relationship), 'v.guardianPhone'],
      [(v) => (v.guardian.phone = valid.guardian.phone), 'v.counselType'],
      [(v) => (v.project.counsel_type = 'offline'), 'v.counselDate'],
      [(v) => (v.project.counsel_target_date = valid.project.counsel_target_date), 'v.guardianEmail'],
      [(v) => (v.receiver_email = valid.receiver_email), 'v.testDate'],
      [(v) => (v.project.start_target_date = valid.project.start_target_date), 'v.depositName'],
      [(v) => (v.payment_method.deposit_name = valid.payment_method.deposit_name), 'v.depositDate'],
      [(v) => (v.payment_method.bank_date = valid.payment_method.bank_date), undefined],
    ];
    const values = structuredClone(emptyOffer);
    for (const [fill, next] of steps) {
      fill(values);
      expect(await failureOf(values)).toBe(next);
    }
  });

  it('asks for the whole birth date when a part is missing', async () => {
    const values = structuredClone(valid);
    values.examinee.dob.day = '';
    expect(await failureOf(values)).toBe('v.dobRequired');
  });

  it('refuses a bad e-mail and a phone with a missing part', async () => {
    const values = structuredClone(valid);
    values.examinee.email = 'not-an-email';
    expect((await check(values)).errors).toMatchObject({
      examinee: { email: { message: 'v.emailInvalid' } },
    });
    values.examinee.email = valid.examinee.email;
    values.guardian.phone = { first: '010', middle: '', last: '5678' };
    expect(await failureOf(values)).toBe('v.phonePattern');
  });

  it('accepts dates at the window edges and refuses one a day beyond', async () => {
    const values = structuredClone(valid);
    values.project.start_target_date = iso(90);
    values.payment_method.bank_date = iso(7);
    expect((await check(values)).errors).toEqual({});
    values.project.start_target_date = iso(91);
    expect(await failureOf(values)).toBe('v.dateOutOfRange');
    values.project.start_target_date = iso(0);
    values.payment_method.bank_date = iso(8);
    expect(await failureOf(values)).toBe('v.dateOutOfRange');
  });

  it('shows the phone’s and the postcode’s messages beside the fields that hold them', async () => {
    const values = structuredClone(valid);
    values.guardian.phone = { first: '', middle: '', last: '' };
    values.examinee.address = { postCode: '', address: '', addressDetail: 'x'.repeat(201) };
    const { errors } = await check(values);
    expect(errors).toMatchObject({
      guardian: { phone: { message: 'v.guardianPhone' } },
      examinee: { address: { message: 'v.schoolAddressRequired', addressDetail: { type: 'contract' } } },
    });
  });

  it('keeps an unchosen gender and counselling method out of the order', () => {
    const order = orderOf(emptyOffer, meta) as {
      examinee: { gender?: string };
      project: { counsel_type?: string };
    };
    expect(order.examinee.gender).toBeUndefined();
    expect(order.project.counsel_type).toBeUndefined();
  });
});
