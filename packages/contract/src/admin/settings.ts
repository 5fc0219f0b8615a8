import { z } from 'zod';
import { FILE_NAME_MAX, ZStoredFile } from '../files.js';
import { defineOperation } from '../operation.js';
import { TAX_TREATMENTS, ZBankAccount, ZDocumentSettings, ZPartner, ZSiteInfo } from '../site.js';
import { ZRetentionRules } from '../retention.js';
import { ZInstant, ZOk } from './common.js';

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
/**
 * A mail-order business report number (통신판매업 신고번호) as the report's certificate prints it,
 * e.g. 제2026-서울강남-01234호: the year, the office that took the report (Korean letters or
 * digits, in one or more parts) and the number, joined by dashes. Tolerant of how sites copy it:
 * 제 and 호 may be left out, and spaces may stand beside them and around the dashes.
 */
export const MAIL_ORDER_NUMBER_PATTERN =
  /^(제\s*)?\d{4}\s*-\s*[가-힣A-Za-z0-9]+(\s*-\s*[가-힣A-Za-z0-9]+)*\s*-\s*\d{1,6}(\s*호)?$/;
/** An account number: digits in groups joined by single dashes, 6 to 20 digits in all. */
export const ACCOUNT_NUMBER_PATTERN = /^(?=(?:-?\d){6,20}$)\d+(-\d+)*$/;

const phone = z.string().trim().regex(COMPANY_PHONE_PATTERN, v('phone'));

/** An id of an uploaded image (a partner's logo, the seal), or none. */
const imageFileId = z.string().trim().min(1).max(64).nullable();

/** Company contact data as staff enter it (footer, contact pages, e-mails, documents). */
export const ZSiteInfoInput = z.object({
  representative: z.object({ ko: text(50), en: text(100) }),
  businessNumber: z.string().trim().regex(BUSINESS_NUMBER_PATTERN, v('businessNumber')),
  mailOrderNumber: z
    .string()
    .trim()
    .max(50, v('tooLong'))
    .regex(MAIL_ORDER_NUMBER_PATTERN, v('mailOrderNumber')),
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
  logoFileId: imageFileId,
}) satisfies z.ZodType<z.infer<typeof ZPartner>>;

export const ZPartnersInput = z.array(ZPartnerInput).max(PARTNERS_MAX, v('partnersMax'));

export const QUOTATION_VALID_DAYS_MIN = 1;
export const QUOTATION_VALID_DAYS_MAX = 180;

/** What the quotation and the transaction statement read, as staff enter it. */
export const ZDocumentSettingsInput = z.object({
  taxTreatment: z.enum(TAX_TREATMENTS, v('taxTreatment')),
  quotationValidDays: z
    .number(v('validDays'))
    .int(v('validDays'))
    .min(QUOTATION_VALID_DAYS_MIN, v('validDays'))
    .max(QUOTATION_VALID_DAYS_MAX, v('validDays')),
  /** a seal uploaded with adminUploadSeal, or none (the documents draw a round seal of the name) */
  sealFileId: imageFileId,
}) satisfies z.ZodType<z.infer<typeof ZDocumentSettings>>;

export const ZAdminSettings = z.object({
  site: ZSiteInfo,
  bankAccount: ZBankAccount,
  partners: z.array(ZPartner),
  documents: ZDocumentSettings,
  retention: ZRetentionRules,
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

export const adminGetSettings = defineOperation({
  tag: 'staff',
  summary:
    'Company contact data, bank account, partners, the order documents settings and the retention periods (administrators only)',
  input: z.object({}).strict(),
  output: ZAdminSettings,
});

/**
 * The company settings a production site does not show while they keep the demo seed's values
 * (decision 033), in the order the back office's checklist lists them.
 */
export const COMPANY_SETTINGS = [
  'representativeKo',
  'representativeEn',
  'businessNumber',
  'mailOrderNumber',
  'addressKo',
  'addressEn',
  'phone',
  'fax',
  'email',
  'bankAccount',
  'partners',
] as const;
export type TCompanySetting = (typeof COMPANY_SETTINGS)[number];

export const ZDemoSetting = z.object({
  setting: z.enum(COMPANY_SETTINGS),
  /** its current (demo) value as staff read it: the account in one line, the partners' names */
  value: z.string(),
});
export type TDemoSetting = z.infer<typeof ZDemoSetting>;

export const adminListDemoSettings = defineOperation({
  tag: 'staff',
  summary:
    'In production, the company settings still at their demo values, which the public pages leave out (empty outside production)',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(ZDemoSetting) }),
});

/** One section at a time: each has its own form and save button in the back office. */
export const ZUpdateSettingsInput = z.discriminatedUnion('section', [
  z.object({ section: z.literal('site'), value: ZSiteInfoInput }),
  z.object({ section: z.literal('bankAccount'), value: ZBankAccountInput }),
  z.object({ section: z.literal('partners'), value: ZPartnersInput }),
  z.object({ section: z.literal('documents'), value: ZDocumentSettingsInput }),
  z.object({ section: z.literal('retention'), value: ZRetentionRules }),
]);
export type TUpdateSettingsInput = z.infer<typeof ZUpdateSettingsInput>;
export type TSettingsSection = TUpdateSettingsInput['section'];

export const adminUpdateSettings = defineOperation({
  tag: 'staff',
  summary:
    'Replace one section of the settings (site, bankAccount, partners, documents or retention); pages, documents and the destruction job use it at once',
  input: ZUpdateSettingsInput,
  output: ZOk,
});

/** One change of the retention periods, from the audit log: who, when, from what to what. */
export const ZRetentionChange = z.object({
  at: ZInstant,
  staffLogin: z.string(),
  old: ZRetentionRules.nullable(),
  new: ZRetentionRules,
});
export type TRetentionChange = z.infer<typeof ZRetentionChange>;

export const adminListRetentionHistory = defineOperation({
  tag: 'staff',
  summary: 'Every change of the retention periods, newest first (administrators only)',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(ZRetentionChange) }),
});

/**
 * Partner logos: raster images only. SVG is refused: it is a document that can carry scripts, and
 * the home page shows logos to every visitor.
 */
export const partnerLogoExtensions = ['png', 'jpg', 'jpeg', 'webp'] as const;
/** Logos load on the home page of every visitor: small files only (and within one JSON request). */
export const PARTNER_LOGO_MAX_BYTES = 512 * 1024;

/** The company seal (직인) on the order documents: the two kinds the PDF renderer embeds. */
export const sealExtensions = ['png', 'jpg', 'jpeg'] as const;
/** A seal is a small stamp printed about 2 cm wide. */
export const SEAL_MAX_BYTES = 256 * 1024;

/**
 * The images staff upload for the settings: which kinds, how large, and the message keys of each
 * refusal (the server checks them, the web checks kind and size before sending).
 */
export const settingsImages = {
  partnerLogo: {
    extensions: partnerLogoExtensions,
    maxBytes: PARTNER_LOGO_MAX_BYTES,
    errors: {
      required: v('logoRequired'),
      type: v('logoType'),
      mismatch: v('logoMismatch'),
      tooLarge: v('logoTooLarge'),
      notFound: v('logoNotFound'),
    },
  },
  seal: {
    extensions: sealExtensions,
    maxBytes: SEAL_MAX_BYTES,
    errors: {
      required: v('sealRequired'),
      type: v('sealType'),
      mismatch: v('sealMismatch'),
      tooLarge: v('sealTooLarge'),
      notFound: v('sealNotFound'),
    },
  },
} as const;
export type SettingsImageKind = keyof typeof settingsImages;

/** One image file sent as base64 in the JSON body (small files only, see `settingsImages`). */
const imageUpload = (kind: SettingsImageKind) =>
  z.object({
    file: z.object({
      base64: z.string().min(1, settingsImages[kind].errors.required),
      name: z.string().trim().min(1, settingsImages[kind].errors.required).max(FILE_NAME_MAX, v('tooLong')),
      /** the browser's idea of the media type: recorded, never trusted */
      type: z.string().max(200).default(''),
    }),
  });

export const adminUploadPartnerLogo = defineOperation({
  tag: 'staff',
  summary: 'Store a partner logo (png, jpg or webp up to 512 KB) to use in the partners section',
  input: imageUpload('partnerLogo'),
  output: ZStoredFile,
});

export const adminUploadSeal = defineOperation({
  tag: 'staff',
  summary:
    'Store a company seal image (png or jpg up to 256 KB) to use in the documents section; it stays private',
  input: imageUpload('seal'),
  output: ZStoredFile,
});

export const adminSettingsOperations = {
  adminGetSettings,
  adminListDemoSettings,
  adminUpdateSettings,
  adminListRetentionHistory,
  adminUploadPartnerLogo,
  adminUploadSeal,
};
