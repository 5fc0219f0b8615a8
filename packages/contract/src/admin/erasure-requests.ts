import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { erasureSources, erasureStates } from '../privacy.js';
import { adminPageOf, ZAdminListInput, ZInstant, ZOk, ZReason } from './common.js';

export const ZErasureRequestAdminRow = z.object({
  id: z.string(),
  source: z.enum(erasureSources),
  state: z.enum(erasureStates),
  requestedAt: ZInstant,
  examinees: z.number().int(),
  /** the first examinee's name while it is held ('' once erased), and the order or class it is in */
  name: z.string(),
  where: z.string(),
  receiptTo: z.string(),
  /** what the one who asked wrote */
  message: z.string(),
  declineReason: z.string(),
  doneAt: ZInstant.nullable(),
});
export type TErasureRequestAdminRow = z.infer<typeof ZErasureRequestAdminRow>;

export const adminListErasureRequests = defineOperation({
  tag: 'staff',
  summary:
    'Requests to erase examinees early (families, schools, pupils and parents with a report key), newest first; the ones waiting for staff first when asked',
  input: ZAdminListInput.extend({ state: z.enum(erasureStates).optional() }),
  output: adminPageOf(ZErasureRequestAdminRow),
});

export const adminDecideErasureRequest = defineOperation({
  tag: 'staff',
  summary:
    "Confirms a pupil's or parent's request to erase (the destruction job erases the pupil and mails the receipt) or declines it with a reason, mailed to them",
  input: z.discriminatedUnion('decision', [
    z.object({ id: z.uuid(), decision: z.literal('confirm') }),
    z.object({ id: z.uuid(), decision: z.literal('decline'), reason: ZReason }),
  ]),
  output: ZOk,
});

/** The request was already confirmed or declined. */
export const ERASURE_DECIDED = 'admin:v.erasureDecided';

export const adminErasureRequestOperations = { adminListErasureRequests, adminDecideErasureRequest };
