import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { adminPageOf, ZAdminListInput, ZInstant, ZOk } from './common.js';

/** The inbox holds both kinds: individual inquiries (/Inquiry) and organisation ones (/OrgInquiry). */
export const inquiryKinds = ['individual', 'organisation'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

/** new until staff answer it; closed when nothing more is to be done (reopened to new if needed). */
export const inquiryStatuses = ['new', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/**
 * The status changes staff make by hand. Answering sets `answered` (from new or answered); a
 * closed inquiry takes no answer until it is reopened.
 */
export const inquiryStatusMoves: Record<InquiryStatus, readonly InquiryStatus[]> = {
  new: ['closed'],
  answered: ['closed'],
  closed: ['new'],
};

export const INQUIRY_ANSWER_MAX = 5000;

const ZKind = z.enum(inquiryKinds);
const ZStatus = z.enum(inquiryStatuses);
const ZInquiryRef = z.object({ kind: ZKind, id: z.string().trim().min(1).max(64) });

export const ZAdminInquiryRow = z.object({
  kind: ZKind,
  id: z.string(),
  created: ZInstant,
  name: z.string(),
  /** organisation inquiries only */
  orgName: z.string().nullable(),
  /** organisation inquiries only: contract orgInquiryTargets */
  targetProduct: z.string().nullable(),
  email: z.string(),
  status: ZStatus,
  hasAttachment: z.boolean(),
  answers: z.number().int(),
});
export type TAdminInquiryRow = z.infer<typeof ZAdminInquiryRow>;

export const adminListInquiries = defineOperation({
  tag: 'staff',
  summary:
    'The inquiry inbox: individual and organisation inquiries, newest first, by kind, status and search',
  input: ZAdminListInput.extend({
    kind: z.enum(['', ...inquiryKinds]).default(''),
    status: z.enum(['', ...inquiryStatuses]).default(''),
  }),
  output: adminPageOf(ZAdminInquiryRow),
});

export const ZInquiryAnswerRow = z.object({
  id: z.string(),
  at: ZInstant,
  staffLogin: z.string(),
  body: z.string(),
});

export const ZAdminInquiry = z.object({
  kind: ZKind,
  id: z.string(),
  created: ZInstant,
  status: ZStatus,
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  content: z.string(),
  /** download through /files/{fileId} (staff may read every file; the read is audited) */
  attachment: z.object({ fileId: z.string(), name: z.string() }).nullable(),
  /** the organisation inquiry's own fields */
  organisation: z
    .object({
      orgName: z.string(),
      deptName: z.string(),
      targetProduct: z.string(),
      examineeCount: z.number().int(),
      postCode: z.string(),
      address: z.string(),
      addressDetail: z.string(),
    })
    .nullable(),
  answers: z.array(ZInquiryAnswerRow),
});
export type TAdminInquiry = z.infer<typeof ZAdminInquiry>;

export const adminGetInquiry = defineOperation({
  tag: 'staff',
  summary: 'One inquiry with its attachment and the answers sent so far',
  input: ZInquiryRef,
  output: ZAdminInquiry,
});

export const ZInquiryAnswerInput = ZInquiryRef.extend({
  body: z
    .string()
    .trim()
    .min(1, 'admin_inquiries:v.answerRequired')
    .max(INQUIRY_ANSWER_MAX, 'admin_inquiries:v.answerTooLong'),
});

export const adminAnswerInquiry = defineOperation({
  tag: 'staff',
  summary: 'Answer an inquiry by e-mail to the inquirer (plain text); the inquiry becomes answered',
  input: ZInquiryAnswerInput,
  output: ZOk,
});

export const adminSetInquiryStatus = defineOperation({
  tag: 'staff',
  summary: 'Close an inquiry, or reopen a closed one',
  input: ZInquiryRef.extend({ status: ZStatus }),
  output: ZOk,
});

export const adminInquiryOperations = {
  adminListInquiries,
  adminGetInquiry,
  adminAnswerInquiry,
  adminSetInquiryStatus,
};
