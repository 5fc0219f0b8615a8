import type { Lang } from '@putt/contract/lang';
import { bandIds } from '@putt/contract/norms';
import {
  puttStages,
  puttTalentGroups,
  puttTalents,
  toccCompetencies,
  toccCompetencyGroups,
} from '@putt/contract/instruments';
import { z } from 'zod';
import en from './en.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };

/**
 * The words of the student and teacher reports (issue 23): what each talent and competency means,
 * what a high score shows and how a low one grows, where to explore next, how to read the report.
 * Reports are built from these files and a result, never written per person.
 */
const Sentence = z.string().trim().min(8).max(400);
const Short = z.string().trim().min(1).max(60);
/** An instrument's introduction, its first sentence naming the test as {{test}} (instrument-names). */
const Intro = z
  .array(Sentence)
  .min(2)
  .max(3)
  .refine((sentences) => sentences[0]!.includes('{{test}}'), 'the first sentence names the test as {{test}}');
const keyed = <K extends string, V extends z.ZodType>(keys: readonly K[], value: V) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>).strict();

const Area = z
  .object({
    definition: Sentence,
    /** what a high score shows: two or three sentences */
    strength: z.array(Sentence).min(2).max(3),
    /** how a low score grows, at home and at school: two or three sentences */
    development: z.array(Sentence).min(2).max(3),
  })
  .strict();

export const ZReportContent = z
  .object({
    bands: keyed(bandIds, Short),
    /** one sentence a parent reads for each band */
    bandMeaning: keyed(bandIds, Sentence),
    putt: z
      .object({
        intro: Intro,
        stages: keyed(puttStages, Sentence),
        groups: keyed(
          puttTalentGroups.map((group) => group.id),
          Sentence,
        ),
        talents: keyed(
          puttTalents,
          Area.extend({
            majors: z.array(Short).min(5).max(6),
            careers: z.array(Short).min(5).max(6),
            activities: z.array(Sentence).length(3),
          }).strict(),
        ),
      })
      .strict(),
    tocc: z
      .object({
        intro: Intro,
        groups: keyed(
          toccCompetencyGroups.map((group) => group.id),
          Sentence,
        ),
        competencies: keyed(toccCompetencies, Area.extend({ habits: z.array(Sentence).length(3) }).strict()),
      })
      .strict(),
    reading: z.object({ paragraphs: z.array(Sentence).min(4).max(6) }).strict(),
    counselling: z.object({ intro: Sentence, questions: z.array(Sentence).min(4).max(6) }).strict(),
    teacher: z.object({ intro: Sentence, notes: z.array(Sentence).min(3).max(5) }).strict(),
  })
  .strict();
export type TReportContent = z.infer<typeof ZReportContent>;

/** Both languages' content, checked once when the module loads: a broken file fails at start. */
export const reportContent: Record<Lang, TReportContent> = {
  ko: ZReportContent.parse(ko),
  en: ZReportContent.parse(en),
};
