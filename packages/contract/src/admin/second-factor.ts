import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { ZInstant, ZOk } from './common.js';
import { ZStaffSession } from './session.js';

/**
 * Staff sign in with a second factor (issue 43, decision 040): a TOTP code (RFC 6238, 6 digits,
 * 30 s) from an authenticator app, or one of ten one-time recovery codes. Required for every staff
 * role in production; optional elsewhere so the demo stays one step.
 */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: four groups of four letters and digits (80 bits). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/;

/** The app's six digits, or a recovery code (spaces and capitals as typed are forgiven). */
export const ZSecondFactorCode = z
  .string()
  .transform((typed) => typed.replace(/\s/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'admin:v.factorCodeRequired')
      .refine(
        (code) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) || RECOVERY_CODE_PATTERN.test(code),
        'admin:v.factorCodeFormat',
      ),
  );

/** The app's six digits only: enrolment proves the app holds the secret. */
const ZTotpCode = z
  .string()
  .transform((typed) => typed.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), 'admin:v.totpFormat'));

export const adminVerifySecondFactor = defineOperation({
  tag: 'staff',
  summary:
    'The second step of a staff sign-in: the code of the enrolled factor or an unused recovery code (rate-limited like passwords)',
  input: z.object({ code: ZSecondFactorCode }),
  output: z.object({ staff: ZStaffSession, message: z.literal('success') }),
});

export const adminBeginTotpEnrolment = defineOperation({
  tag: 'staff',
  summary:
    'A new TOTP secret for the signed-in staff member (or one whose sign-in asks to enrol), as a QR code and as text; not in use until confirmed',
  input: z.object({}).strict(),
  output: z.object({
    /** base32, for typing into an app that cannot scan */
    secret: z.string(),
    /** the otpauth:// URI the QR code holds */
    uri: z.string(),
    /** the QR code as an SVG document */
    qrSvg: z.string(),
  }),
});

export const adminConfirmTotpEnrolment = defineOperation({
  tag: 'staff',
  summary:
    'Turns the begun factor on with a code from the app, and answers the ten recovery codes, shown this once',
  input: z.object({ code: ZTotpCode }),
  output: z.object({
    staff: ZStaffSession,
    recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
    message: z.literal('success'),
  }),
});

export const ZSecondFactorState = z.object({
  enabled: z.boolean(),
  enabledAt: ZInstant.nullable(),
  /** unused recovery codes */
  recoveryCodesLeft: z.number().int(),
  /** whether this server refuses the back office without one (production) */
  required: z.boolean(),
});
export type TSecondFactorState = z.infer<typeof ZSecondFactorState>;

export const adminGetSecondFactor = defineOperation({
  tag: 'staff',
  summary: 'Whether the signed-in staff member has a second factor, and how many recovery codes are left',
  input: z.object({}).strict(),
  output: ZSecondFactorState,
});

export const adminResetSecondFactor = defineOperation({
  tag: 'staff',
  summary:
    "Removes another staff member's second factor and recovery codes and ends their sessions: they enrol again at their next sign-in (administrators only; audited)",
  input: z.object({ staffId: z.string().trim().min(1).max(50) }),
  output: ZOk,
});

export const ZStaffSessionRow = z.object({
  /** the session's handle (a hash of its cookie, never the cookie) */
  id: z.string(),
  startedAt: ZInstant,
  lastSeenAt: ZInstant,
  ip: z.string(),
  userAgent: z.string(),
  /** the session of this very request */
  current: z.boolean(),
});
export type TStaffSessionRow = z.infer<typeof ZStaffSessionRow>;

export const adminListStaffSessions = defineOperation({
  tag: 'staff',
  summary:
    "A staff member's signed-in sessions, newest first: one's own (no staffId), or another's (administrators only)",
  input: z.object({ staffId: z.string().trim().min(1).max(50).optional() }),
  output: z.object({ items: z.array(ZStaffSessionRow) }),
});

export const adminEndStaffSession = defineOperation({
  tag: 'staff',
  summary: "Ends one staff session: one's own, or another's (administrators only; audited)",
  input: z.object({ id: z.string().min(1).max(100) }),
  output: ZOk,
});

export const adminSecondFactorOperations = {
  adminVerifySecondFactor,
  adminBeginTotpEnrolment,
  adminConfirmTotpEnrolment,
  adminGetSecondFactor,
  adminResetSecondFactor,
  adminListStaffSessions,
  adminEndStaffSession,
};
