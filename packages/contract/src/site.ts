import { z } from 'zod';
import { defineOperation } from './operation.js';

/** Company data shown in the footer and on the contact pages; staff edit it in the back office. */
export const ZSiteInfo = z.object({
  representative: z.object({ ko: z.string(), en: z.string() }),
  businessNumber: z.string(),
  /** 통신판매업 신고번호: the report number Korea's e-commerce act asks an online seller to display */
  mailOrderNumber: z.string(),
  address: z.object({ ko: z.string(), en: z.string() }),
  phone: z.string(),
  fax: z.string(),
  email: z.string(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;

/** A value visitors may see, or null: a production site leaves out a value still at its demo (decision 033). */
const shown = z.string().nullable();

/** The company data as pages, e-mails and documents show it to customers. */
export const ZPublicSiteInfo = z.object({
  representative: z.object({ ko: shown, en: shown }),
  businessNumber: shown,
  mailOrderNumber: shown,
  address: z.object({ ko: shown, en: shown }),
  phone: shown,
  fax: shown,
  email: shown,
});
export type TPublicSiteInfo = z.infer<typeof ZPublicSiteInfo>;

/** The one account customers pay into (spec: bank transfer only); staff keep it in settings. */
export const ZBankAccount = z.object({ bank: z.string(), number: z.string(), holder: z.string() });
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** A partner institution of the home page's carousel: its logo is a public stored file, or none. */
export const ZPartner = z.object({
  name: z.string(),
  nameEn: z.string(),
  url: z.string(),
  logoFileId: z.string().nullable(),
});
export type TPartner = z.infer<typeof ZPartner>;

/**
 * How the quotation and the transaction statement state tax: 'included' (과세: the catalogue's
 * prices include 10 % VAT) or 'exempt' (면세: no VAT).
 */
export const TAX_TREATMENTS = ['included', 'exempt'] as const;
export const ZTaxTreatment = z.enum(TAX_TREATMENTS);
export type TTaxTreatment = z.infer<typeof ZTaxTreatment>;

/** What the order documents (견적서, 거래명세서) read from settings; staff edit it in the back office. */
export const ZDocumentSettings = z.object({
  taxTreatment: ZTaxTreatment,
  /** how many days a quotation stays valid from its date */
  quotationValidDays: z.number().int(),
  /** the company seal (직인) stamped beside the representative: a staff-uploaded image, or none */
  sealFileId: z.string().nullable(),
});
export type TDocumentSettings = z.infer<typeof ZDocumentSettings>;

export const getSiteInfo = defineOperation({
  tag: 'site',
  summary:
    'Company contact data, bank account and partners for the footer, contact, payment and home pages; in production a value still at its demo is null (the account too) and demo partners are left out',
  input: z.object({}).strict(),
  output: ZPublicSiteInfo.extend({ bankAccount: ZBankAccount.nullable(), partners: z.array(ZPartner) }),
});
export type TPublicSettings = z.infer<typeof getSiteInfo.output>;
