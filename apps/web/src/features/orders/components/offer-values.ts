import type { ProductKey } from '@putt/contract/catalogue';
import { type counselTypes, type genders, type TExamineeInfo, ZPersonalOrder } from '@putt/contract/orders';
import type { z } from 'zod';

/** A birth date as the form's three selects hold it: '' until chosen, months and days two digits. */
export type DobParts = { year: string; month: string; day: string };

/** What the application form holds while the user types: closer to its inputs than to the order. */
export type OfferValues = {
  examinee: {
    name: string;
    dob: DobParts;
    gender: '' | (typeof genders)[number];
    email: string;
    school_info: string;
    address: { postCode: string; address: string; addressDetail: string };
  };
  guardian: {
    name: string;
    relationship: string;
    phone: { first: string; middle: string; last: string };
  };
  project: {
    counsel_type: '' | (typeof counselTypes)[number];
    /** yyyy-mm-dd, as <input type="date"> gives it */
    counsel_target_date: string;
    start_target_date: string;
  };
  receiver_email: string;
  payment_method: { deposit_name: string; bank_date: string };
};

export const emptyOffer: OfferValues = {
  examinee: {
    name: '',
    dob: { year: '', month: '', day: '' },
    gender: '',
    email: '',
    school_info: '',
    address: { postCode: '', address: '', addressDetail: '' },
  },
  guardian: { name: '', relationship: '', phone: { first: '', middle: '', last: '' } },
  project: { counsel_type: '', counsel_target_date: '', start_target_date: '' },
  receiver_email: '',
  payment_method: { deposit_name: '', bank_date: '' },
};

/** What the form knows besides the user's input: the package, the price it shows, its one key. */
export type OfferMeta = { product_key: ProductKey; totalPrice: number; idempotencyKey: string };

export type PersonalOrder = z.output<typeof ZPersonalOrder>;

/** Field path of the contract (e.g. `examinee.dob`) → i18n key of its first message. */
export type OfferFieldErrors = Record<string, string>;

const ymd = (isoDate: string) => isoDate.replaceAll('-', '');

function dobOf({ year, month, day }: DobParts): string {
  return year && month && day ? `${year}${month}${day}` : '';
}

/** The three phone parts with dashes; nothing typed stays empty, so "required" is what the user reads. */
function phoneOf({ first, middle, last }: OfferValues['guardian']['phone']): string {
  const parts = [first, middle, last].map((part) => part.trim());
  return parts.some(Boolean) ? parts.join('-') : '';
}

/** The createOrder input the form's values make (unchosen choices left out, for the schema to name). */
export function orderOf(values: OfferValues, meta: OfferMeta): unknown {
  const { examinee, guardian, project, payment_method } = values;
  return {
    type: 'individual',
    ...meta,
    examinee: {
      ...examinee,
      dob: dobOf(examinee.dob),
      gender: examinee.gender || undefined,
    },
    guardian: {
      name: guardian.name,
      relationship: guardian.relationship,
      phone_number: phoneOf(guardian.phone),
    },
    project: {
      counsel_type: project.counsel_type || undefined,
      counsel_target_date: ymd(project.counsel_target_date),
      start_target_date: ymd(project.start_target_date),
    },
    receiver_email: values.receiver_email,
    payment_method: { type: 'bank_deposit', ...payment_method, bank_date: ymd(payment_method.bank_date) },
  };
}

/**
 * Checks the form with the contract's schema (the server runs the same): the order to send, or each
 * failing field's first message.
 */
export function checkOffer(
  values: OfferValues,
  meta: OfferMeta,
): { ok: true; order: PersonalOrder } | { ok: false; fields: OfferFieldErrors } {
  const parsed = ZPersonalOrder.safeParse(orderOf(values, meta));
  if (parsed.success) return { ok: true, order: parsed.data };
  const fields: OfferFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    fields[path] ??= issue.message;
  }
  return { ok: false, fields };
}

/** The form's values of an examinee stored from an earlier application (dob yyyymmdd). */
export function examineeValues(info: TExamineeInfo): OfferValues['examinee'] {
  return {
    ...info,
    dob: { year: info.dob.slice(0, 4), month: info.dob.slice(4, 6), day: info.dob.slice(6, 8) },
    address: { ...info.address },
  };
}

/** The number of days in a month (1-12) of a year; 31 until both are chosen. */
export function daysIn(year: string, month: string): number {
  if (!year || !month) return 31;
  return new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
}
