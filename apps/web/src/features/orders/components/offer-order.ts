import { fromDateInput } from '@putt/contract/dates';
import type { ProductKey } from '@putt/contract/catalogue';
import { ZPersonalOrder } from '@putt/contract/orders';
import type { z } from 'zod';
import { contractResolver, type FormPaths } from '../../../ui/form/contract-resolver';
import type { DobParts, OfferValues } from './offer-values';

/** What the form knows besides the user's input: the package, the price it shows, its one key. */
export type OfferMeta = { product_key: ProductKey; totalPrice: number; idempotencyKey: string };

export type PersonalOrder = z.output<typeof ZPersonalOrder>;

/** The order's fields the form holds in another shape: their messages show beside the whole field. */
export const offerFormPaths: FormPaths<OfferValues> = {
  'guardian.phone_number': 'guardian.phone',
  // the address search fills the postcode with the address: its message is the whole address's
  'examinee.address.postCode': 'examinee.address',
};

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
      counsel_target_date: fromDateInput(project.counsel_target_date),
      start_target_date: fromDateInput(project.start_target_date),
    },
    receiver_email: values.receiver_email,
    payment_method: {
      type: 'bank_deposit',
      ...payment_method,
      bank_date: fromDateInput(payment_method.bank_date),
    },
  };
}

/** The form's checks: the contract's schema, which the server runs too, over the order the values make. */
export const offerResolver = (meta: OfferMeta) =>
  contractResolver(ZPersonalOrder, {
    toInput: (values: OfferValues) => orderOf(values, meta),
    formPaths: offerFormPaths,
  });
