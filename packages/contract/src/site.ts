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

export const getSiteInfo = defineOperation({
  tag: 'site',
  summary: 'Company contact data for the footer and the company pages',
  input: z.object({}).strict(),
  output: ZSiteInfo,
});
