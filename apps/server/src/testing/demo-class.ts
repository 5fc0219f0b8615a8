import type { InstrumentKey } from '@putt/contract/instruments';
import type { TResultScores } from '@putt/contract/results';
import { demoBanks } from '../instruments/demo/demo-banks.js';
import type { Lang } from '@putt/contract/lang';
import type { ClassStudent, TeacherReportData } from '../reports/teacher/class-summary.js';
import { scoreAttempt } from '../scoring/engine/score-attempt.js';
import { demoNorm } from '../scoring/norm-tables.js';

const FAMILY_NAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN_NAMES = ['하늘', '서준', '지우', '도윤', '하은', '민준', '서연', '예준'];

/** Tests only: a class of `size` demo students answering in different patterns, the last few without a result. */
export function demoClass(instrument: InstrumentKey, language: Lang, size: number): TeacherReportData {
  const bank = demoBanks().find((b) => b.instrument === instrument && b.form === 'standard')!;
  const norm = demoNorm(bank);
  const students: ClassStudent[] = Array.from({ length: size }, (_, index) => {
    const name = `${FAMILY_NAMES[index % 10]}${GIVEN_NAMES[index % 8]}`;
    const state: ClassStudent['state'] =
      index === size - 1
        ? 'notTaken'
        : index === size - 2
          ? 'answering'
          : index === size - 3
            ? 'held'
            : 'released';
    let scores: TResultScores | null = null;
    if (state === 'released') {
      const answers = bank.items.map((item, i) => ({
        item: item.id,
        value: ((i * (index + 3) + Math.floor(i / (index + 2))) % 5) + 1,
        ms: 2500,
      }));
      scores = scoreAttempt(bank, answers, norm, { grade: 2, sex: index % 2 ? 'm' : 'f' });
    }
    return { num: index + 1, name: state === 'notTaken' ? '' : name, state, scores };
  });
  return {
    language,
    orgName: '한빛중학교',
    classLabel: '2학년 3반',
    testName: instrument === 'tec' ? 'TEC 창의성역량검사 (전문가용)' : 'PUTT 다재능검사 (중등)',
    instrument,
    takenFrom: '20261124',
    takenTo: '20261125',
    madeOn: '20261126',
    students,
    versions: { bank: 'v1 데모', norm: 'v1 데모 규준', engine: 'engine-1' },
    demo: true,
  };
}
