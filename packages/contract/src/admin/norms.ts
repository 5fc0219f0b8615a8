import { z } from 'zod';
import { ZNormTable } from '../norms.js';
import { defineOperation } from '../operation.js';
import { ZImportFile, ZImportProblem, ZVersionRow } from './common.js';

/** A norm file staff import: the JSON of `ZNormTable` (issue 23, decision 021). */
export const NORM_FILE_MAX_BYTES = 1024 * 1024;
export const NORM_FILE_TOO_LARGE = 'admin_norms:v.tooLarge';

export const ZAdminNormRow = ZVersionRow.extend({
  /** the reference samples: how many groups, and everyone in them */
  groups: z.number().int(),
  sample: z.number().int(),
  /** of the current version, the current results an older norm scored: what rescoring would change */
  olderResults: z.number().int(),
});
export type TAdminNormRow = z.infer<typeof ZAdminNormRow>;

export const adminListNorms = defineOperation({
  tag: 'staff',
  summary: 'Every norm table of every form, newest version first',
  input: z.object({}),
  output: z.object({ norms: z.array(ZAdminNormRow) }),
});

export const adminImportNorm = defineOperation({
  tag: 'staff',
  summary:
    'Install a norm table from a JSON file as the next version of its form, if it fits the form’s current item bank; audited',
  input: z.object({ file: ZImportFile(NORM_FILE_MAX_BYTES, NORM_FILE_TOO_LARGE) }),
  output: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), norm: ZAdminNormRow }),
    z.object({ ok: z.literal(false), problems: z.array(ZImportProblem) }),
  ]),
});

export const adminGetNorm = defineOperation({
  tag: 'staff',
  summary: "One norm table's content (for review, or as the start of the next version)",
  input: z.object({ id: z.uuid() }),
  output: z.object({ norm: ZAdminNormRow, content: ZNormTable }),
});

export const adminNormOperations = { adminListNorms, adminImportNorm, adminGetNorm };
