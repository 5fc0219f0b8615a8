import {
  COACHING_BOOKED_MINUTES,
  coachingGrades,
  coachingMinutes,
  testFacts,
  type TestFacts,
  type TestType,
} from '@putt/contract/catalogue-facts';
import type { TFunction } from 'i18next';
import type { DetailDef } from './catalogue-pages';

export type Fact = { label: string; value: string };

const isTestType = (type: string): type is TestType => type in testFacts;

/** Who a test is for, in words: "초등학교 3~6학년", the teen range, or "대학생 및 연수생". */
export function testTarget(facts: TestFacts, t: TFunction): string {
  if (!facts.grades) return t('grades.trainees');
  const [from, to] = facts.grades;
  return t(to > 6 ? 'grades.teen' : `grades.${facts.level}`, { from, to });
}

/** Item count, target and time of a test (spec-1 §1), stated the same on every page that shows them. */
export function testFactList(type: TestType, t: TFunction): Fact[] {
  const facts: TestFacts = testFacts[type];
  const list: Fact[] = [
    { label: t('facts.items'), value: t('format.items', { count: facts.items }) },
    { label: t('facts.target'), value: testTarget(facts, t) },
    {
      label: t('facts.duration'),
      value: t('format.minutes', { from: facts.minutes[0], to: facts.minutes[1] }),
    },
  ];
  if (facts.otherReading)
    list.push({
      label: t('facts.otherReading'),
      value: t('format.items', { count: facts.otherReading.items }),
    });
  return list;
}

/** The figures the code knows for a detail page; activity and expert pages state theirs in content. */
export function computedFacts(def: DetailDef, t: TFunction): Fact[] {
  const [main] = def.types;
  if (def.area === 'testing' && main && isTestType(main)) return testFactList(main, t);
  if (def.area === 'coaching' && def.level) {
    const [from, to] = coachingGrades[def.level];
    return [
      { label: t('facts.target'), value: t(`grades.${def.level}`, { from, to }) },
      {
        label: t('facts.counselling'),
        value: t('format.counselling', {
          booked: COACHING_BOOKED_MINUTES,
          minutes: coachingMinutes[def.level].minutes,
        }),
      },
    ];
  }
  return [];
}
