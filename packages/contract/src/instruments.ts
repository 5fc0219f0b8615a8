import { z } from 'zod';

/**
 * The tests as data (issue 22, decision 018): each instrument (the product type of a test) has one
 * or more forms with a fixed item count and a fixed public structure (spec-1 §1, §3; the catalogue
 * pages name the groups, talents, stages and competencies). An item bank fills a form with its
 * items, their scales and the licensed parts of the structure (TOCC's sub-competencies); banks are
 * versioned and never change once an attempt used one.
 */
export const instrumentKeys = ['putt_e', 'putt_m', 'putt_h', 'putt_u', 'tocc_e', 'tocc_h', 'tec'] as const;
export type InstrumentKey = (typeof instrumentKeys)[number];
export const isInstrumentKey = (type: string): type is InstrumentKey =>
  (instrumentKeys as readonly string[]).includes(type);
/** Sorts by instrument in the catalogue's order (elementary to university, PUTT before TOCC and TEC). */
export const byInstrumentOrder = (a: string, b: string) =>
  instrumentKeys.indexOf(a as InstrumentKey) - instrumentKeys.indexOf(b as InstrumentKey);

/** PUTT: 4 talent groups of 2 talents, each talent measured at 4 stages: 32 scales. */
export const puttTalentGroups = [
  { id: 'cognitive', talents: ['linguistic', 'logical'] },
  { id: 'emotional', talents: ['musical', 'spatial'] },
  { id: 'bodyNature', talents: ['bodily', 'naturalist'] },
  { id: 'relational', talents: ['interpersonal', 'intrapersonal'] },
] as const;
export const puttTalents = puttTalentGroups.flatMap((group) => group.talents);
export type PuttTalent = (typeof puttTalents)[number];
export const puttStages = ['perception', 'expression', 'composition', 'achievement'] as const;
export type PuttStage = (typeof puttStages)[number];
/** A PUTT scale's id: its talent and stage, e.g. `linguistic.perception`. */
export const puttScaleId = (talent: PuttTalent, stage: PuttStage) => `${talent}.${stage}`;
export const puttScaleIds = puttTalents.flatMap((talent) =>
  puttStages.map((stage) => puttScaleId(talent, stage)),
);

/** TOCC and TEC: 3 competency groups of 3 competencies; the sub-competencies come with the bank. */
export const toccCompetencyGroups = [
  { id: 'thinking', competencies: ['divergent', 'convergent', 'imagination'] },
  { id: 'disposition', competencies: ['curiosity', 'openness', 'independence'] },
  { id: 'motivation', competencies: ['intrinsic', 'commitment', 'challenge'] },
] as const;
export const toccCompetencies = toccCompetencyGroups.flatMap((group) => group.competencies);
export type ToccCompetency = (typeof toccCompetencies)[number];

type FormShape =
  { items: number; family: 'putt' } | { items: number; family: 'tocc'; subCompetencies: number };

/**
 * Each instrument's forms (spec-1 §1, §9): PUTT elementary 128 items, the other levels 160; TOCC
 * child 60 (and the 80-item reading as the form `long`), teen 80, TEC 108, with 17, 20 and 27
 * sub-competencies. `standard` is the form a project takes unless staff choose another.
 */
export const instrumentForms: Record<InstrumentKey, Record<string, FormShape>> = {
  putt_e: { standard: { family: 'putt', items: 128 } },
  putt_m: { standard: { family: 'putt', items: 160 } },
  putt_h: { standard: { family: 'putt', items: 160 } },
  putt_u: { standard: { family: 'putt', items: 160 } },
  tocc_e: {
    standard: { family: 'tocc', items: 60, subCompetencies: 17 },
    long: { family: 'tocc', items: 80, subCompetencies: 17 },
  },
  tocc_h: { standard: { family: 'tocc', items: 80, subCompetencies: 20 } },
  tec: { standard: { family: 'tocc', items: 108, subCompetencies: 27 } },
};

/** An instrument's family: its structure, names and report layout (TEC reads as TOCC). */
export type Family = FormShape['family'];
export const familyOf = (instrument: InstrumentKey): Family => instrumentForms[instrument].standard!.family;

/** A TOCC scale holds at least this many items: fewer cannot give a usable score. */
export const MIN_ITEMS_PER_SUB_COMPETENCY = 3;

const ZId = z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/);
const ZText = (max: number) =>
  z.object({
    ko: z.string().trim().min(1).max(max),
    en: z
      .string()
      .trim()
      .min(1)
      .max(max * 2),
  });

export const ZBankScale = z.object({
  id: ZId,
  /** a PUTT scale's talent, a TOCC sub-competency's competency */
  parent: z.string(),
  name: ZText(40),
});
export type TBankScale = z.infer<typeof ZBankScale>;

export const ZBankItem = z.object({
  id: ZId,
  scale: z.string(),
  text: ZText(200),
  /** scored from the other end of the response scale */
  reverse: z.boolean(),
});
export type TBankItem = z.infer<typeof ZBankItem>;

export const ZItemBank = z.object({
  instrument: z.enum(instrumentKeys),
  form: z.string().min(1).max(20),
  /** how staff tell banks apart, e.g. "2027 표준" */
  label: z.string().trim().min(1).max(60),
  /** written by us to try the service: the real items are the company's licensed content */
  demo: z.boolean(),
  response: z.object({
    points: z.number().int().min(2).max(7),
    labels: z.object({
      ko: z.array(z.string().trim().min(1).max(20)),
      en: z.array(z.string().trim().min(1).max(40)),
    }),
  }),
  instructions: ZText(2000),
  /** minutes, or none; the examinee may extend it (KWCAG 2.2.1) */
  timeLimitMinutes: z.number().int().min(1).max(180).nullable(),
  scales: z.array(ZBankScale).max(40),
  items: z.array(ZBankItem).max(400),
});
export type TItemBank = z.infer<typeof ZItemBank>;

/** What is wrong with a bank, for the back office's import (its words in `admin_banks:problems.*`). */
export type BankProblem =
  | { code: 'unknownForm'; form: string }
  | { code: 'itemCount'; expected: number; found: number }
  | { code: 'scaleCount'; expected: number; found: number }
  | { code: 'missingScale'; scale: string }
  | { code: 'unknownScale'; scale: string }
  | { code: 'unknownParent'; scale: string; parent: string }
  | { code: 'emptyCompetency'; competency: string }
  | { code: 'scaleItems'; scale: string; expected: number; found: number }
  | { code: 'duplicateId'; id: string }
  | { code: 'itemScale'; item: string; scale: string }
  | { code: 'responseLabels'; expected: number };

/**
 * Every structural problem of a bank (schema-valid already), none when it fits its form: the item
 * count, the scales of the structure (PUTT's 32 exactly, each with an equal share of the items;
 * TOCC's sub-competencies in number, under the 9 competencies, each competency with at least one,
 * each sub-competency with at least 3 items), unique ids, and a label for every response point.
 */
export function checkItemBank(bank: TItemBank): BankProblem[] {
  const shape = instrumentForms[bank.instrument][bank.form];
  if (!shape) return [{ code: 'unknownForm', form: bank.form }];
  const problems: BankProblem[] = [];
  const ids = new Set<string>();
  for (const id of [...bank.scales.map((scale) => scale.id), ...bank.items.map((item) => item.id)]) {
    if (ids.has(id)) problems.push({ code: 'duplicateId', id });
    ids.add(id);
  }
  const { points, labels } = bank.response;
  if (labels.ko.length !== points || labels.en.length !== points) {
    problems.push({ code: 'responseLabels', expected: points });
  }
  if (bank.items.length !== shape.items) {
    problems.push({ code: 'itemCount', expected: shape.items, found: bank.items.length });
  }
  const scaleIds = new Set(bank.scales.map((scale) => scale.id));
  for (const item of bank.items) {
    if (!scaleIds.has(item.scale)) problems.push({ code: 'itemScale', item: item.id, scale: item.scale });
  }
  const itemsOf = (scale: string) => bank.items.filter((item) => item.scale === scale).length;
  if (shape.family === 'putt') {
    for (const id of puttScaleIds) if (!scaleIds.has(id)) problems.push({ code: 'missingScale', scale: id });
    for (const scale of bank.scales) {
      if (!puttScaleIds.includes(scale.id)) problems.push({ code: 'unknownScale', scale: scale.id });
      else if (scale.parent !== scale.id.split('.')[0]) {
        problems.push({ code: 'unknownParent', scale: scale.id, parent: scale.parent });
      }
    }
    const share = shape.items / puttScaleIds.length;
    for (const id of puttScaleIds) {
      if (scaleIds.has(id) && itemsOf(id) !== share) {
        problems.push({ code: 'scaleItems', scale: id, expected: share, found: itemsOf(id) });
      }
    }
    return problems;
  }
  if (bank.scales.length !== shape.subCompetencies) {
    problems.push({ code: 'scaleCount', expected: shape.subCompetencies, found: bank.scales.length });
  }
  for (const scale of bank.scales) {
    if (!(toccCompetencies as readonly string[]).includes(scale.parent)) {
      problems.push({ code: 'unknownParent', scale: scale.id, parent: scale.parent });
    }
    if (itemsOf(scale.id) < MIN_ITEMS_PER_SUB_COMPETENCY) {
      problems.push({
        code: 'scaleItems',
        scale: scale.id,
        expected: MIN_ITEMS_PER_SUB_COMPETENCY,
        found: itemsOf(scale.id),
      });
    }
  }
  for (const competency of toccCompetencies) {
    if (!bank.scales.some((scale) => scale.parent === competency)) {
      problems.push({ code: 'emptyCompetency', competency });
    }
  }
  return problems;
}
