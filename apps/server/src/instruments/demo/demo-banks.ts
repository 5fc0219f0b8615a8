import { puttStageNames, puttTalentNames } from '@putt/contract/instrument-names';
import {
  instrumentForms,
  type InstrumentKey,
  puttStages,
  puttTalents,
  type TBankItem,
  type TBankScale,
  type TItemBank,
} from '@putt/contract/instruments';
import { type DemoText, demoItemTexts as texts } from './demo-item-texts.js';
import { demoSubCompetencies } from './demo-sub-competencies.js';

const putt = texts.putt;
/** four statements a sub-competency, and a fifth for the child form's 80-item reading */
const { tocc, toccFifth } = texts;
const toccTexts = (id: string): DemoText[] => [...tocc[id]!, ...(toccFifth[id] ? [toccFifth[id]] : [])];

/** The five-point agreement scale every demo bank answers on. */
const response = {
  points: 5,
  labels: {
    ko: ['전혀 그렇지 않다', '그렇지 않다', '보통이다', '그렇다', '매우 그렇다'],
    en: ['Strongly disagree', 'Disagree', 'Neither', 'Agree', 'Strongly agree'],
  },
};

const instructions = {
  putt: {
    ko: '이 검사는 여러분이 어떤 재능을 가지고 있는지 알아보는 검사입니다. 정답이 있는 시험이 아니므로 평소 내 모습을 떠올리며 솔직하게 답해 주세요. 문장을 읽고 나와 얼마나 같은지 다섯 가지 가운데 하나를 고르면 됩니다. 답은 고르는 즉시 저장되므로 중간에 멈추어도 같은 인증코드로 이어서 할 수 있습니다. (데모 문항: 실제 검사 문항이 아닙니다.)',
    en: 'This test looks at the talents you have. It is not an exam with right answers: think of yourself as you usually are and answer honestly. Read each sentence and choose one of five answers for how much it is like you. Each answer is saved as you choose it, so you can stop and continue later with the same code. (Demo items: not the real test items.)',
  },
  tocc: {
    ko: '이 검사는 여러분의 창의성 역량을 알아보는 검사입니다. 정답이 있는 시험이 아니므로 평소 내 모습대로 솔직하게 답해 주세요. 문장을 읽고 나와 얼마나 같은지 다섯 가지 가운데 하나를 고르면 됩니다. 답은 고르는 즉시 저장되므로 중간에 멈추어도 같은 인증코드로 이어서 할 수 있습니다. (데모 문항: 실제 검사 문항이 아닙니다.)',
    en: 'This test looks at your creative competencies. It is not an exam with right answers: answer honestly, as you usually are. Read each sentence and choose one of five answers for how much it is like you. Each answer is saved as you choose it, so you can stop and continue later with the same code. (Demo items: not the real test items.)',
  },
};

/**
 * Items in the order a questionnaire gives them: round by round through the scales, so that no
 * two neighbouring items measure the same scale. Ids are the position, q001, q002, …
 */
function interleave(perScale: { scale: string; texts: DemoText[] }[]): TBankItem[] {
  const items: TBankItem[] = [];
  const rounds = Math.max(...perScale.map((entry) => entry.texts.length));
  for (let round = 0; round < rounds; round += 1) {
    for (const { scale, texts: own } of perScale) {
      const text = own[round];
      if (!text) continue;
      items.push({
        id: `q${String(items.length + 1).padStart(3, '0')}`,
        scale,
        text: { ko: text.ko, en: text.en },
        reverse: text.reverse,
      });
    }
  }
  return items;
}

function puttBank(instrument: InstrumentKey, items: number): Pick<TItemBank, 'scales' | 'items'> {
  const share = items / (puttTalents.length * puttStages.length);
  const scales: TBankScale[] = puttTalents.flatMap((talent) =>
    puttStages.map((stage) => ({
      id: `${talent}.${stage}`,
      parent: talent,
      name: {
        ko: `${puttTalentNames[talent].ko} ${puttStageNames[stage].ko}`,
        en: `${puttTalentNames[talent].en} ${puttStageNames[stage].en}`,
      },
    })),
  );
  return {
    scales,
    items: interleave(scales.map((scale) => ({ scale: scale.id, texts: putt[scale.id]!.slice(0, share) }))),
  };
}

function toccBank(instrument: InstrumentKey, items: number): Pick<TItemBank, 'scales' | 'items'> {
  const used = demoSubCompetencies.filter((sub) =>
    instrument === 'tec' ? true : instrument === 'tocc_h' ? sub.teen : sub.child,
  );
  // as even as the count allows: the first `extra` sub-competencies take one item more
  const base = Math.floor(items / used.length);
  const extra = items % used.length;
  const scales: TBankScale[] = used.map((sub) => ({
    id: sub.id,
    parent: sub.competency,
    name: { ko: sub.ko, en: sub.en },
  }));
  return {
    scales,
    items: interleave(
      used.map((sub, index) => ({
        scale: sub.id,
        texts: toccTexts(sub.id).slice(0, base + (index < extra ? 1 : 0)),
      })),
    ),
  };
}

/** Every form's demo bank (clearly marked demo): the service works before the real banks are imported. */
export function demoBanks(): TItemBank[] {
  return Object.entries(instrumentForms).flatMap(([instrument, forms]) =>
    Object.entries(forms).map(([form, shape]) => {
      const key = instrument as InstrumentKey;
      const parts = shape.family === 'putt' ? puttBank(key, shape.items) : toccBank(key, shape.items);
      return {
        instrument: key,
        form,
        label: '데모 문항 (Demo items)',
        demo: true,
        response,
        instructions: instructions[shape.family],
        timeLimitMinutes: null,
        ...parts,
      };
    }),
  );
}
