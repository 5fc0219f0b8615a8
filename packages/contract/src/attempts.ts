import { z } from 'zod';
import { instrumentKeys } from './instruments.js';
import { defineOperation } from './operation.js';

/**
 * An examinee's attempt at a test (issue 22, decision 019): the runner reads it, saves answers as
 * they are given and submits. Every operation here is the examinee's own: the browser that entered
 * holds the attempt's cookie, and the survey key names which test it is on.
 */
/** `external`: the examinee entered and was sent to the product's outside form (decision 020). */
export const attemptStates = ['answering', 'submitted', 'external'] as const;
export type AttemptState = (typeof attemptStates)[number];

/**
 * A place's state on the class page: its live attempt's, or `retest` when staff asked for a new
 * attempt (issue 23) that has not begun yet.
 */
export const placeStates = [...attemptStates, 'retest'] as const;
export type PlaceState = (typeof placeStates)[number];

/** A stored state as the contract names it (the column is text). */
export const attemptStateOf = (state: string): AttemptState =>
  (attemptStates as readonly string[]).includes(state) ? (state as AttemptState) : 'answering';

/** An extension adds this many minutes to a time limit, as often as the examinee asks (KWCAG 2.2.1). */
export const TIME_EXTENSION_MINUTES = 10;
/** Answers still count this long after the time is up: the last ones were on their way. */
export const TIME_GRACE_MS = 60_000;
/** The most answers one save carries: a device that was offline sends its queue in batches. */
export const MAX_ANSWERS_PER_SAVE = 50;

const ZText = z.object({ ko: z.string(), en: z.string() });

/**
 * The attempt's clock, the server's (decision 026): it runs from the first item shown, not from the
 * entry, so reading the instructions costs no time.
 */
export const ZAttemptTime = z.object({
  /** epoch ms the first item was shown (startItems, or the first answer saved); null: not yet */
  started_at: z.number().nullable(),
  /**
   * minutes from that start, extensions included (fractional after an extension given when the
   * time was up: it leaves its full minutes from that moment); null: no limit
   */
  limit_minutes: z.number().nullable(),
  /** epoch ms of the server, for the runner's clock */
  now: z.number(),
});
export type TAttemptTime = z.infer<typeof ZAttemptTime>;

export const ZAttempt = z.object({
  state: z.enum(attemptStates),
  /** the test still takes answers (it is under way); after it closed the runner only says so */
  open: z.boolean(),
  examinee: z.object({ name: z.string(), num: z.number() }),
  bank: z.object({
    instrument: z.enum(instrumentKeys),
    form: z.string(),
    demo: z.boolean(),
    response: z.object({
      points: z.number(),
      labels: z.object({ ko: z.array(z.string()), en: z.array(z.string()) }),
    }),
    instructions: ZText,
  }),
  /** in the order they are asked; the scales and reverse keys stay on the server */
  items: z.array(z.object({ id: z.string(), text: ZText })),
  /** every answer the server holds */
  answers: z.array(z.object({ item: z.string(), value: z.number() })),
  time: ZAttemptTime,
  /** epoch ms */
  submitted_at: z.number().nullable(),
});
export type TAttempt = z.infer<typeof ZAttempt>;

const ZKey = z.object({ SK: z.string().trim().min(1).max(64) });

export const getAttempt = defineOperation({
  tag: 'survey',
  summary: "The examinee's attempt at this test: its items, the answers saved, its time and state",
  input: ZKey,
  output: z.object({ Item: ZAttempt }),
});

export const ZAnswer = z.object({
  item: z.string().min(1).max(40),
  value: z.number().int(),
  /** the device's own count of answers given: a later one is never overwritten by an earlier one */
  seq: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  /** how long the examinee took over this item, in ms (for the scoring's quality checks) */
  ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600_000),
});
export type TAnswer = z.infer<typeof ZAnswer>;

export const ZSaveAnswers = ZKey.extend({
  /** one browser's id, made when it first saves: seq counts within it */
  device: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  answers: z.array(ZAnswer).min(1).max(MAX_ANSWERS_PER_SAVE),
});

export const saveAnswers = defineOperation({
  tag: 'survey',
  summary:
    'Save answers as they are given: idempotent per item; from one device a later answer (by its seq) is never overwritten by an earlier one, across devices the last received wins',
  input: ZSaveAnswers,
  output: z.object({ answered: z.number(), total: z.number() }),
});

export const submitAttempt = defineOperation({
  tag: 'survey',
  summary: 'Submit the attempt once every item is answered; submitting again answers the same',
  input: ZKey,
  output: z.object({ submitted_at: z.number() }),
});

export const extendTimeLimit = defineOperation({
  tag: 'survey',
  summary: `Add ${TIME_EXTENSION_MINUTES} minutes to the time limit of the attempt (KWCAG 2.2.1); once the time is up, ${TIME_EXTENSION_MINUTES} minutes from now`,
  input: ZKey,
  output: ZAttemptTime.extend({ limit_minutes: z.number() }),
});

export const startItems = defineOperation({
  tag: 'survey',
  summary:
    "The first item is shown: the attempt's time limit runs from now (the first call only; later calls answer the same start)",
  input: ZKey,
  output: ZAttemptTime,
});

/**
 * How many places of a class submitted, are answering, went to the outside form, or have not
 * started (issue 22, live state on the organisation's class page and in the back office), as the
 * summary line's values: its `_external` wording (an i18next context) only for a class with
 * examinees sent to an outside form.
 */
export function progressSummaryOf(places: readonly { progress?: { state: PlaceState } | null }[]) {
  const count = (state: PlaceState) => places.filter((place) => place.progress?.state === state).length;
  const submitted = count('submitted');
  const answering = count('answering');
  const external = count('external');
  return {
    submitted,
    answering,
    external,
    waiting: places.length - submitted - answering - external,
    context: external > 0 ? 'external' : undefined,
  };
}
