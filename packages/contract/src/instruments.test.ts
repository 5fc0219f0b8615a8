import { describe, expect, it } from 'vitest';
import {
  checkItemBank,
  instrumentForms,
  puttScaleIds,
  type TBankItem,
  type TItemBank,
  toccCompetencies,
  ZItemBank,
} from './instruments.js';

const text = (n: number) => ({ ko: `문항 ${n}입니다.`, en: `Item ${n}.` });
const response = { points: 5, labels: { ko: ['1', '2', '3', '4', '5'], en: ['1', '2', '3', '4', '5'] } };

/** A bank that fits PUTT middle: 32 scales of 5 items. */
function puttBank(): TItemBank {
  const items: TBankItem[] = puttScaleIds.flatMap((scale, s) =>
    Array.from({ length: 5 }, (_, k) => ({
      id: `q${s * 5 + k}`,
      scale,
      text: text(s * 5 + k),
      reverse: k === 4,
    })),
  );
  return {
    instrument: 'putt_m',
    form: 'standard',
    label: '시험',
    demo: true,
    response,
    instructions: { ko: '안내', en: 'Guide' },
    timeLimitMinutes: null,
    scales: puttScaleIds.map((id) => ({ id, parent: id.split('.')[0]!, name: { ko: id, en: id } })),
    items,
  };
}

/** A bank that fits TEC: 27 sub-competencies (3 a competency) of 4 items. */
function tecBank(): TItemBank {
  const scales = toccCompetencies.flatMap((competency) =>
    [1, 2, 3].map((n) => ({
      id: `${competency}${n}`,
      parent: competency,
      name: { ko: competency, en: competency },
    })),
  );
  return {
    ...puttBank(),
    instrument: 'tec',
    scales,
    items: scales.flatMap((scale, s) =>
      Array.from({ length: 4 }, (_, k) => ({
        id: `q${s * 4 + k}`,
        scale: scale.id,
        text: text(k),
        reverse: false,
      })),
    ),
  };
}

describe('checkItemBank', () => {
  it('finds nothing wrong with banks that fit their forms', () => {
    expect(ZItemBank.safeParse(puttBank()).success).toBe(true);
    expect(checkItemBank(puttBank())).toEqual([]);
    expect(checkItemBank(tecBank())).toEqual([]);
    expect(instrumentForms.tec.standard!.items).toBe(108);
  });

  it('names a wrong count, a missing or foreign scale, an uneven PUTT scale and a repeated id', () => {
    const bank = puttBank();
    bank.items.pop();
    bank.items.push({ ...bank.items[0]!, scale: 'musical.dance' });
    bank.scales[0] = { ...bank.scales[0]!, id: 'linguistic.reading' };
    expect(checkItemBank(bank)).toEqual(
      expect.arrayContaining([
        { code: 'duplicateId', id: 'q0' },
        { code: 'itemScale', item: 'q0', scale: 'musical.dance' },
        { code: 'missingScale', scale: 'linguistic.perception' },
        { code: 'unknownScale', scale: 'linguistic.reading' },
        { code: 'scaleItems', scale: 'intrapersonal.achievement', expected: 5, found: 4 },
      ]),
    );
    const short = puttBank();
    short.items = short.items.slice(0, 100);
    expect(checkItemBank(short)).toContainEqual({ code: 'itemCount', expected: 160, found: 100 });
  });

  it('holds TOCC to its sub-competency count, its competencies and 3 items a scale', () => {
    const bank = tecBank();
    bank.scales = bank.scales.filter((scale) => scale.parent !== 'challenge');
    bank.items = bank.items.filter((item) => !item.scale.startsWith('challenge'));
    expect(checkItemBank(bank)).toEqual(
      expect.arrayContaining([
        { code: 'itemCount', expected: 108, found: 96 },
        { code: 'scaleCount', expected: 27, found: 24 },
        { code: 'emptyCompetency', competency: 'challenge' },
      ]),
    );
    const thin = tecBank();
    // two of divergent1's four items moved to divergent2: the count holds, divergent1 is too thin
    thin.items = thin.items.map((item, index) => (index < 2 ? { ...item, scale: 'divergent2' } : item));
    expect(checkItemBank(thin)).toEqual([{ code: 'scaleItems', scale: 'divergent1', expected: 3, found: 2 }]);
  });

  it('refuses a form the instrument does not have and response labels that miss a point', () => {
    expect(checkItemBank({ ...puttBank(), form: 'long' })).toEqual([{ code: 'unknownForm', form: 'long' }]);
    const bank = puttBank();
    bank.response = { ...response, labels: { ko: ['1', '2', '3', '4'], en: response.labels.en } };
    expect(checkItemBank(bank)).toEqual([{ code: 'responseLabels', expected: 5 }]);
  });
});
