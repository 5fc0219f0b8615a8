import { z } from 'zod';
import { FILE_NAME_MAX, ZStoredFile } from '../files.js';
import { defineOperation } from '../operation.js';
import { ZBankAccount, ZPartner, ZSiteInfo } from '../site.js';
import { ZOk } from './common.js';

const v = (name: string) => `admin_settings:v.${name}`;

/** A required text of at most `max` characters, trimmed. */
const text = (max: number) => z.string().trim().min(1, v('required')).max(max, v('tooLong'));

/**
 * A Korean phone or fax number with dashes: area or mobile numbers (042-123-4567, 010-1234-5678)
 * and the nationwide ones companies use (1588-1234).
 */
export const COMPANY_PHONE_PATTERN = /^(\d{2,3}-\d{3,4}-\d{4}|1[5-9]\d{2}-\d{4})$/;
/** A business registration number as printed on the certificate: 123-45-67890. */
export const BUSINESS_NUMBER_PATTERN = /^\d{3}-\d{2}-\d{5}$/;
/** An account number: digits in groups joined by single dashes, 6 to 20 digits in all. */
export const ACCOUNT_NUMBER_PATTERN = /^(?=(?:-?\d){6,20}$)\d+(-\d+)*$/;

const phone = z.string().trim().regex(COMPANY_PHONE_PATTERN, v('phone'));

/** Company contact data as staff enter it (footer, contact pages, e-mails). */
export const ZSiteInfoInput = z.object({
  representative: z.object({ ko: text(50), en: text(100) }),
  businessNumber: z.string().trim().regex(BUSINESS_NUMBER_PATTERN, v('businessNumber')),
  address: z.object({ ko: text(200), en: text(300) }),
  phone,
  fax: phone,
  email: z
    .string()
    .trim()
    .max(100, v('tooLong'))
    .pipe(z.email(v('email'))),
}) satisfies z.ZodType<z.infer<typeof ZSiteInfo>>;

/** The account customers pay into, as staff enter it (order pages and e-mails show it). */
export const ZBankAccountInput = z.object({
  bank: text(30),
  number: z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, v('accountNumber')),
  holder: text(50),
}) satisfies z.ZodType<z.infer<typeof ZBankAccount>>;

export const PARTNERS_MAX = 30;
export const PARTNER_URL_MAX = 500;

/** A partner link: an https address of a named host (a link to http or a script is refused). */
const httpsUrl = z
  .string()
  .trim()
  .max(PARTNER_URL_MAX, v('tooLong'))
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: v('httpsUrl') }));

export const ZPartnerInput = z.object({
  name: text(50),
  nameEn: text(100),
  url: httpsUrl,
  /** a logo uploaded with adminUploadPartnerLogo, or none (the name is shown alone) */
  logoFileId: z.string().trim().min(1).max(64).nullable(),
}) satisfies z.ZodType<z.infer<typeof ZPartner>>;

export const ZPartnersInput = z.array(ZPartnerInput).max(PARTNERS_MAX, v('partnersMax'));

export const ZAdminSettings = z.object({
  site: ZSiteInfo,
  bankAccount: ZBankAccount,
  partners: z.array(ZPartner),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

export const adminGetSettings = defineOperation({
  tag: 'staff',
  summary: 'Company contact data, bank account and partners as the site shows them (administrators only)',
  input: z.object({}).strict(),
  output: ZAdminSettings,
});

/** One section at a time: each has its own form and save button in the back office. */
export const ZUpdateSettingsInput = z.discriminatedUnion('section', [
  z.object({ section: z.literal('site'), value: ZSiteInfoInput }),
  z.object({ section: z.literal('bankAccount'), value: ZBankAccountInput }),
  z.object({ section: z.literal('partners'), value: ZPartnersInput }),
]);
export type TUpdateSettingsInput = z.infer<typeof ZUpdateSettingsInput>;
export type TSettingsSection = TUpdateSettingsInput['section'];

export const adminUpdateSettings = defineOperation({
  tag: 'staff',
  summary:
    'Replace one section of the settings (site, bankAccount or partners); public pages show it at once',
  input: ZUpdateSettingsInput,
  output: ZOk,
});

/**
 * Partner logos: raster images only. SVG is refused: it is a document that can carry scripts, and
 * the home page shows logos to every visitor.
 */
export const partnerLogoExtensions = ['png', 'jpg', 'jpeg', 'webp'] as const;
/** Logos load on the home page of every visitor: small files only (and within one JSON request). */
export const PARTNER_LOGO_MAX_BYTES = 512 * 1024;

export const adminUploadPartnerLogo = defineOperation({
  tag: 'staff',
  summary: 'Store a partner logo (png, jpg or webp up to 512 KB) to use in the partners section',
  input: z.object({
    file: z.object({
      base64: z.string().min(1, v('logoRequired')),
      name: z.string().trim().min(1, v('logoRequired')).max(FILE_NAME_MAX, v('tooLong')),
      /** the browser's idea of the media type: recorded, never trusted */
      type: z.string().max(200).default(''),
    }),
  }),
  output: ZStoredFile,
});

export const adminSettingsOperations = { adminGetSettings, adminUpdateSettings, adminUploadPartnerLogo };
