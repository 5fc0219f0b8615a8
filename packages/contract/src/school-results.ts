import { z } from 'zod';
import { instrumentKeys } from './instruments.js';
import { bandIds } from './norms.js';
import { defineOperation } from './operation.js';
import { qualityFlags } from './results.js';

/**
 * A school's results online (issue 46): a class's, an order's or the whole organisation's released
 * results for the organisation's own users, each pupil's place in every area and group, and the
 * classes side by side. Decision 045.
 */

/**
 * A group smaller than this shows no mean: with four pupils or fewer a mean says little, and next
 * to the names of the class it says too much about each of them.
 */
export const MIN_PUPILS_FOR_MEAN = 5;

/** What the results cover: one class, one order's classes, or every class of the organisation. */
export const resultScopes = ['project', 'order', 'organisation'] as const;
export type ResultScope = (typeof resultScopes)[number];

export const ZSchoolResultsInput = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('project'), SK: z.string().trim().min(1).max(64) }),
  z.object({ scope: z.literal('order'), SK: z.string().trim().min(1).max(64) }),
  z.object({ scope: z.literal('organisation') }),
]);

/**
 * Where a pupil of a class stands (the teacher report's states): a released result, one staff hold
 * for review or for a retest, an answer sheet still open, or no entry yet.
 */
export const pupilStates = ['released', 'held', 'retest', 'answering', 'notTaken'] as const;
export type PupilState = (typeof pupilStates)[number];

const ZPlace = z.object({
  t: z.number().int().nullable(),
  percentile: z.number().int().nullable(),
  band: z.enum(bandIds).nullable(),
});
export type TPlace = z.infer<typeof ZPlace>;

/**
 * The pupil's latest released result of an earlier class of the organisation, same name and birth
 * date, same family of instrument (year on year).
 */
const ZEarlier = z.object({
  /** when its answers were given, epoch ms */
  takenAt: z.number().int(),
  instrument: z.enum(instrumentKeys),
  /** its norm, named as the reports name it; null when it had raw scores only */
  norm: z.string().nullable(),
  places: z.record(z.string(), ZPlace),
});
export type TEarlier = z.infer<typeof ZEarlier>;

const ZPupil = z.object({
  projectSk: z.string(),
  num: z.number().int(),
  /** empty for a code nobody entered with and no class list named */
  name: z.string(),
  state: z.enum(pupilStates),
  /** a released result's flags, flat first (the teacher report's rule); empty otherwise */
  flags: z.array(z.enum(qualityFlags)),
  /** area and group ids to the pupil's place; empty unless released */
  places: z.record(z.string(), ZPlace),
  /** the two highest areas and the lowest, as the reports read them (none for a flat profile) */
  top: z.array(z.string()),
  lowest: z.string().nullable(),
  /** a released pupil's earlier result, or null */
  earlier: ZEarlier.nullable(),
});
export type TPupil = z.infer<typeof ZPupil>;

/** One area's or group's picture in a set of pupils: its mean T (null under the minimum) and bands. */
const ZUnitSummary = z.object({
  id: z.string(),
  mean: z.number().nullable(),
  scored: z.number().int(),
  bands: z.record(z.enum(bandIds), z.number().int()),
});
export type TUnitSummary = z.infer<typeof ZUnitSummary>;

const ZResultClass = z.object({
  projectSk: z.string(),
  orderSk: z.string(),
  /** the class as the school names it: 2학년 3반, or a department and major */
  label: z.string(),
  testName: z.string(),
  counts: z.record(z.enum(pupilStates), z.number().int()),
  /** per area and group, over the class's released results */
  summary: z.array(ZUnitSummary),
});

/** One instrument's results in the scope (an order may hold PUTT and TOCC). */
const ZInstrumentResults = z.object({
  instrument: z.enum(instrumentKeys),
  /** the groups with their areas, in the instrument's order */
  groups: z.array(z.object({ id: z.string(), areas: z.array(z.string()) })),
  /** the versions the released results were computed with, named as the reports name them */
  norms: z.array(z.string()),
  bands: z.array(z.object({ id: z.enum(bandIds), min: z.number().int(), max: z.number().int() })),
  classes: z.array(ZResultClass),
  /** the summary over every class of the scope */
  summary: z.array(ZUnitSummary),
  pupils: z.array(ZPupil),
});
export type TInstrumentResults = z.infer<typeof ZInstrumentResults>;

export const getSchoolResults = defineOperation({
  tag: 'org-orders',
  summary:
    "The released results of a class, an order or the whole organisation, for the organisation's users",
  input: ZSchoolResultsInput,
  output: z.object({
    Item: z.object({
      orgName: z.string(),
      instruments: z.array(ZInstrumentResults),
    }),
  }),
});

/** The Excel workbook of a scope (GET /documents/results.xlsx), with its headers in `lang`. */
export function resultsWorkbookPath(input: z.infer<typeof ZSchoolResultsInput>, lang: string): string {
  const query = new URLSearchParams({ scope: input.scope, ...('SK' in input ? { SK: input.SK } : {}), lang });
  return `/documents/results.xlsx?${query}`;
}
