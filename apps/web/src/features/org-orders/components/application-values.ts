import { fromDateInput } from '@putt/contract/dates';
import type { Level, TProduct } from '@putt/contract/catalogue';
import type { TMemberInfo } from '@putt/contract/auth';
import {
  inSurveyBundle,
  type OrgApplicationKind,
  orgOrderTotal,
  productsForApplication,
  ZOrgApplication,
} from '@putt/contract/org-orders';
import type { Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, type FormPaths } from '../../../ui/form/contract-resolver';

/** One product the application offers, as the form holds it: chosen or not, how many, notes. */
export type LineValues = { prod_id: string; selected: boolean; quantity: string; notes: string };

/**
 * The application form's values (spec-2 §5). Products are one row per offered product; survey
 * option B (spec-2 §3) holds the level's tests as one bundle with one quantity. Dates are the
 * browser's yyyy-mm-dd.
 */
export type ApplicationValues = {
  lines: LineValues[];
  bundle: { selected: boolean; quantity: string; notes: string };
  test_due_date: string;
  test_type: '' | 'online' | 'onsite';
  coaching_due_date: string;
  target_level: '' | Level;
  client: {
    dept: string;
    phoneNumber: string;
    deptPersonName: string;
    deptPersonPhoneNumber: string;
    email: string;
  };
  cc: string;
  payment_method: { bank_date: string; deposit_name: string };
};

export type OrgApplication = z.output<typeof ZOrgApplication>;
type Org = NonNullable<TMemberInfo['org']>;

/**
 * The form as it opens: nothing chosen, quantities 1, the contact block from the organisation's
 * record. It holds a row for every product of the kind, so an organisation of type other that
 * changes its level keeps what it typed for the other level.
 */
export function emptyApplication(ofKind: readonly TProduct[], org: Org | undefined): ApplicationValues {
  return {
    lines: ofKind.map((product) => ({ prod_id: product.SK, selected: false, quantity: '1', notes: '' })),
    bundle: { selected: false, quantity: '1', notes: '' },
    test_due_date: '',
    test_type: '',
    coaching_due_date: '',
    target_level: '',
    client: {
      dept: org?.dept ?? '',
      phoneNumber: org?.phone ?? '',
      deptPersonName: org?.deptPersonName ?? '',
      deptPersonPhoneNumber: org?.deptPersonPhoneNumber ?? '',
      email: org?.email ?? '',
    },
    cc: '',
    payment_method: { bank_date: '', deposit_name: '' },
  };
}

/** A typed quantity as a number; nothing typed stays undefined, so "required" is what the user reads. */
const quantityOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

export type ApplicationMeta = {
  kind: OrgApplicationKind;
  /** every product of the kind, in the order of the form's rows */
  ofKind: readonly TProduct[];
  /** the organisation's level, or the one an organisation of type other chose (null: not yet) */
  level: Level | null;
  idempotencyKey: string;
};
type Meta = ApplicationMeta;

/** The products shown for the level (none until an organisation of type other chooses one). */
export const offeredFor = (meta: Pick<Meta, 'kind' | 'ofKind' | 'level'>) =>
  meta.level ? productsForApplication(meta.ofKind, meta.kind, meta.level) : [];

/** The form row of a product. */
export const rowOf = (meta: Pick<Meta, 'ofKind'>, product: TProduct) =>
  meta.ofKind.findIndex((candidate) => candidate.SK === product.SK);

type Built = { input: unknown; paths: FormPaths<ApplicationValues> };

/**
 * The requestOrgQuotation input the values make, and for each of its product lines the form row
 * that holds it (a bundled test's errors belong to the bundle's fields).
 */
export function buildApplication(values: ApplicationValues, meta: Meta): Built {
  const products: { prod_id: string; quantity: number | undefined; unit_price: number; notes: string }[] = [];
  const paths: Record<string, Path<ApplicationValues>> = { products: 'lines' };
  offeredFor(meta).forEach((product) => {
    const row = rowOf(meta, product);
    const inBundle = values.bundle.selected && inSurveyBundle(meta.kind, product);
    const line = inBundle ? values.bundle : values.lines[row];
    if (!line?.selected) return;
    const index = products.length;
    const formRow = inBundle ? 'bundle' : `lines.${row}`;
    for (const field of ['quantity', 'notes', 'prod_id', 'unit_price']) {
      paths[`products.${index}.${field}`] =
        `${formRow}.${field === 'notes' ? 'notes' : 'quantity'}` as Path<ApplicationValues>;
    }
    products.push({
      prod_id: product.SK,
      quantity: quantityOf(line.quantity),
      unit_price: product.price,
      notes: line.notes,
    });
  });
  const counted = products.filter((line) => Number.isInteger(line.quantity)) as {
    quantity: number;
    unit_price: number;
  }[];
  const input = {
    pid: meta.kind,
    products,
    totalPrice: orgOrderTotal(counted),
    test_due_date: meta.kind === 'expert' ? '' : fromDateInput(values.test_due_date),
    test_type: meta.kind === 'expert' ? undefined : values.test_type || undefined,
    coaching_due_date: meta.kind === 'survey' ? fromDateInput(values.coaching_due_date) : '',
    target_level: values.target_level || undefined,
    client: values.client,
    cc: values.cc,
    payment_method: {
      type: 'bank_deposit',
      bank_date: fromDateInput(values.payment_method.bank_date),
      deposit_name: values.payment_method.deposit_name,
    },
    idempotencyKey: meta.idempotencyKey,
  };
  return { input, paths };
}

/** The total the form shows as the user chooses (lines whose quantity is not a whole number count 0). */
export function shownTotal(values: ApplicationValues, meta: Meta): number {
  const { input } = buildApplication(values, meta);
  const lines = (input as { products: { quantity: number | undefined; unit_price: number }[] }).products;
  return orgOrderTotal(
    lines.map((line) => ({ ...line, quantity: Number.isInteger(line.quantity) ? line.quantity! : 0 })),
  );
}

/**
 * The form's checks: the contract's schema, which the server runs too, over the input the values
 * make; each message goes to the form row that holds the failing line.
 */
export function applicationResolver(meta: Meta): Resolver<ApplicationValues, unknown, OrgApplication> {
  return (values, context, options) => {
    const { paths } = buildApplication(values, meta);
    return contractResolver(ZOrgApplication, {
      toInput: (v: ApplicationValues) => buildApplication(v, meta).input,
      formPaths: paths as FormPaths<ApplicationValues>,
    })(values, context, options);
  };
}
