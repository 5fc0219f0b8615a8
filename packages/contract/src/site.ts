import { z } from 'zod';
import { defineOperation } from './operation.js';

/** Company data shown in the footer and on the contact pages; staff edit it in the back office. */
export const ZSiteInfo = z.object({
  representative: z.object({ ko: z.string(), en: z.string() }),
  businessNumber: z.string(),
  address: z.object({ ko: z.string(), en: z.string() }),
  phone: z.string(),
  fax: z.string(),
  email: z.string(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;

/** The one account customers pay into (spec: bank transfer only); staff keep it in settings. */
export const ZBankAccount = z.object({ bank: z.string(), number: z.string(), holder: z.string() });
export type TBankAccount = z.infer<typeof ZBankAccount>;

export const getSiteInfo = defineOperation({
  tag: 'site',
  summary: 'Company contact data and bank account for the footer, contact and payment pages',
  input: z.object({}).strict(),
  output: ZSiteInfo.extend({ bankAccount: ZBankAccount }),
});
