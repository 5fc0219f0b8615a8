import { z } from 'zod';
import { defineOperation } from './operation.js';
import { zEmail } from './validators.js';
import { personName } from './names.js';

/** spec-2 §5: the first part of the phone number is chosen from these (empty is "choose"). */
export const phonePrefixes = ['010', '011', '016', '017', '018', '019'] as const;
export const PHONE_PART_MAX = 4;
export const INQUIRY_NAME_MAX = 20;
export const INQUIRY_CONTENT_MAX = 4000;
export const EMAIL_MAX = 100;

/** spec-2 §9: the organisation inquiry's target product by pid; anything else is "other". */
export const orgInquiryTargets = [
  'P_PUTT',
  'P_TOCC',
  'P_PUTT_TOCC',
  'C_PUTT',
  'C_TOCC',
  'C_PUTT_TOCC',
  'Talent',
  'Startup',
  'Career',
  'Growth',
  'Expert_e',
  'Expert_h',
  'Expert_b',
  'Expert_p',
  'other',
] as const;
export type OrgInquiryTarget = (typeof orgInquiryTargets)[number];

export function targetOfPid(pid: string | undefined): OrgInquiryTarget {
  return (orgInquiryTargets as readonly string[]).includes(pid ?? '') ? (pid as OrgInquiryTarget) : 'other';
}

const required = (max: number, maxKey = 'v.tooLong') =>
  z.string({ error: 'v.required' }).trim().min(1, 'v.required').max(max, maxKey);

/** The privacy consent radio (spec-2 §3): only agree lets the form through. */
export const zPrivacyAgreement = z
  .enum(['agree', 'disagree'], { error: 'v.consentRequired' })
  .refine((value) => value === 'agree', 'v.consentRequired');

/** An attachment uploaded beforehand (uploadAttachment): both or neither. */
const attachment = {
  attached_file_drive_id: z.string().trim().max(64).optional(),
  attached_file_name: z.string().trim().max(200).optional(),
};

/** spec-2 §3 individual inquiry; §5: no e-mail format check, phone parts of at most 4. */
export const ZInquiry = z.object({
  name: personName(required(INQUIRY_NAME_MAX, 'v.nameMax')),
  phone1: z.enum(phonePrefixes, { error: 'v.phonePrefix' }),
  phone2: required(PHONE_PART_MAX, 'v.phonePart').regex(/^\d+$/, 'v.phonePart'),
  phone3: required(PHONE_PART_MAX, 'v.phonePart').regex(/^\d+$/, 'v.phonePart'),
  email: required(EMAIL_MAX),
  content: required(INQUIRY_CONTENT_MAX),
  ...attachment,
  privacyAgreement: zPrivacyAgreement,
});
export type TInquiry = z.input<typeof ZInquiry>;

/** spec-2 §3: the three parts joined with dashes. */
export const joinPhone = (p: { phone1: string; phone2: string; phone3: string }) =>
  `${p.phone1}-${p.phone2}-${p.phone3}`;

/** A Korean postcode: five digits (the address search gives them; typed by hand they are checked). */
export const POSTCODE_PATTERN = /^\d{5}$/;

export const ZAddress = z.object({
  postCode: z
    .string()
    .trim()
    .refine((code) => code === '' || POSTCODE_PATTERN.test(code), 'v.postCodePattern')
    .default(''),
  address: z.string().trim().max(200).default(''),
  addressDetail: z.string().trim().max(200).default(''),
});
export type TAddress = z.input<typeof ZAddress>;

/** Digits with dashes, as people write a phone number (the organisation inquiry has no stricter rule). */
export const zLoosePhone = required(20).regex(/^[0-9][0-9-]{6,18}[0-9]$/, 'v.phonePattern');

/** spec-2 §3 organisation inquiry; targetProduct comes from the pid, not from the user. */
export const ZOrgInquiry = z.object({
  pid: z.string().max(40).default(''),
  orgName: required(50),
  deptName: required(50),
  name: personName(required(INQUIRY_NAME_MAX, 'v.nameMax')),
  address: ZAddress.default({ postCode: '', address: '', addressDetail: '' }),
  examineeCount: z
    .number({ error: 'v.examineeCount' })
    .int('v.examineeCount')
    .min(1, 'v.examineeCount')
    .max(100_000, 'v.examineeCount'),
  phoneNumber: zLoosePhone,
  email: zEmail,
  content: z.string().trim().max(INQUIRY_CONTENT_MAX, 'v.tooLong').default(''),
  ...attachment,
  privacyAgreement: zPrivacyAgreement,
});
export type TOrgInquiry = z.input<typeof ZOrgInquiry>;

/** spec-2 §7: "data.error true means failure"; failures come as error answers, so error is false. */
const ZInquiryAnswer = z.object({ data: z.object({ error: z.literal(false), id: z.string() }) });

export const addMyreg = defineOperation({
  tag: 'inquiries',
  summary: 'Send an individual inquiry (with an optional uploaded attachment)',
  input: ZInquiry,
  output: ZInquiryAnswer,
});

export const addOrgMyreg = defineOperation({
  tag: 'inquiries',
  summary: 'Send an organisation application inquiry',
  input: ZOrgInquiry,
  output: ZInquiryAnswer,
});
