import { z } from 'zod';
import { levels, productKeys, productKinds, productTypes } from '../catalogue.js';
import { ZExternalEntryIds, ZExternalFormUri } from '../external-form.js';
import { defineOperation } from '../operation.js';
import { adminPageOf, ZAdminListInput, ZInstant } from './common.js';

/** The highest price staff may set, in won per person: a typo guard, far above every real price. */
export const PRODUCT_PRICE_MAX = 10_000_000;
export const PRODUCT_NAME_MAX = 100;

const ZPrice = z
  .number({ error: 'admin_catalogue:v.priceRequired' })
  .int('admin_catalogue:v.priceWhole')
  .min(0, 'admin_catalogue:v.priceRange')
  .max(PRODUCT_PRICE_MAX, 'admin_catalogue:v.priceRange');

const ZProductName = z
  .string()
  .trim()
  .min(1, 'admin_catalogue:v.nameRequired')
  .max(PRODUCT_NAME_MAX, 'admin_catalogue:v.nameTooLong');

/** A product as staff edit it, withdrawn ones included. */
export const ZAdminProduct = z.object({
  sk: z.string(),
  type: z.enum(productTypes),
  kind: z.enum(productKinds),
  level: z.enum(levels).nullable(),
  name: z.string(),
  nameEn: z.string(),
  price: z.number().int(),
  sort: z.number().int(),
  active: z.boolean(),
  /** a test run on an outside form (decision 020): its address, null for our own runner */
  formUri: z.string().nullable(),
  /** the outside form's entry ids, one per EXTERNAL_FORM_FIELDS, or none */
  formEntryIds: z.array(z.string()),
  updatedAt: ZInstant,
});
export type TAdminProduct = z.infer<typeof ZAdminProduct>;

/** An individual package (one per school level) as staff edit it. */
export const ZAdminProductGroup = z.object({
  productKey: z.enum(productKeys),
  level: z.enum(levels),
  price: z.number().int(),
  productTypes: z.array(z.enum(productTypes)),
  updatedAt: ZInstant,
});
export type TAdminProductGroup = z.infer<typeof ZAdminProductGroup>;

export const adminListCatalogue = defineOperation({
  tag: 'staff',
  summary: 'Every product (withdrawn ones too) and every individual package, with prices',
  input: z.object({}).strict(),
  output: z.object({ products: z.array(ZAdminProduct), groups: z.array(ZAdminProductGroup) }),
});

/**
 * `updatedAt` is the version the staff member saw: a save over a row changed since then is refused
 * (409), so two staff never overwrite each other silently.
 */
export const ZUpdateProductInput = z
  .object({
    sk: z.string().min(1).max(50),
    name: ZProductName,
    nameEn: ZProductName,
    price: ZPrice,
    active: z.boolean(),
    /** tests only: '' runs the test on our runner */
    formUri: ZExternalFormUri,
    /** tests only: as pasted, one id per line or separated by commas */
    formEntryIds: ZExternalEntryIds,
    updatedAt: ZInstant,
  })
  .refine((input) => input.formUri !== '' || input.formEntryIds.length === 0, {
    message: 'admin_catalogue:v.entryIdsWithoutForm',
    path: ['formEntryIds'],
  });
export type TUpdateProductInput = z.output<typeof ZUpdateProductInput>;
/** The edit form's values: the entry ids as the text staff typed. */

export const adminUpdateProduct = defineOperation({
  tag: 'staff',
  summary:
    'Edit a product’s names, price, sale status and, for a test, the outside form it runs on (history per field; refused with 409 if changed since read)',
  input: ZUpdateProductInput,
  output: z.object({ product: ZAdminProduct, changes: z.number().int() }),
});

export const ZUpdateProductGroupInput = z.object({
  productKey: z.enum(productKeys),
  price: ZPrice,
  updatedAt: ZInstant,
});
export type TUpdateProductGroupInput = z.infer<typeof ZUpdateProductGroupInput>;

export const adminUpdateProductGroup = defineOperation({
  tag: 'staff',
  summary: 'Edit a package’s price (history kept; refused with 409 if changed since read)',
  input: ZUpdateProductGroupInput,
  output: z.object({ group: ZAdminProductGroup, changes: z.number().int() }),
});

export const catalogueEntities = ['product', 'productGroup'] as const;
export type CatalogueEntity = (typeof catalogueEntities)[number];

/** A field's value before or after a change: a name, a price or the sale status. */
const ZChangeValue = z.union([z.string(), z.number(), z.boolean()]).nullable();

export const ZCatalogueChange = z.object({
  id: z.number().int(),
  at: ZInstant,
  staffLogin: z.string(),
  entity: z.enum(catalogueEntities),
  entityKey: z.string(),
  field: z.string(),
  oldValue: ZChangeValue,
  newValue: ZChangeValue,
});
export type TCatalogueChange = z.infer<typeof ZCatalogueChange>;

export const adminListCatalogueChanges = defineOperation({
  tag: 'staff',
  summary: 'The history of catalogue changes, newest first: all, one kind, or one product or package',
  input: ZAdminListInput.extend({
    entity: z.enum(catalogueEntities).optional(),
    key: z.string().trim().max(50).default(''),
  }),
  output: adminPageOf(ZCatalogueChange),
});

export const adminCatalogueOperations = {
  adminListCatalogue,
  adminUpdateProduct,
  adminUpdateProductGroup,
  adminListCatalogueChanges,
};
