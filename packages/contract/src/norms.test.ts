import { describe, expect, it } from 'vitest';
import { checkNormTable, normGroupFor, type TNormGroup, type TNormTable } from './norms.js';

const scales = ['s1', 's2', 's3'];
const stat = { mean: 3, sd: 0.5 };
const stats = (): TNormGroup['stats'] => ({
  scale: { s1: stat, s2: stat, s3: stat },
  area: Object.fromEntries(
    [
      'divergent',
      'convergent',
      'imagination',
      'curiosity',
      'openness',
      'independence',
      'intrinsic',
      'commitment',
      'challenge',
    ].map((id) => [id, stat]),
  ),
  group: { thinking: stat, disposition: stat, motivation: stat },
});
const table = (over: Partial<TNormTable> = {}): TNormTable => ({
  instrument: 'tocc_h',
  form: 'standard',
  label: 'demo',
  demo: true,
  bands: [
    { id: 'veryHigh', min: 70, max: 80 },
    { id: 'high', min: 60, max: 69 },
    { id: 'average', min: 41, max: 59 },
    { id: 'low', min: 31, max: 40 },
    { id: 'veryLow', min: 20, max: 30 },
  ],
  groups: [
    { grades: [1, 2, 3], sex: null, n: 900, stats: stats() },
    { grades: [1, 2, 3], sex: 'f', n: 450, stats: stats() },
    { grades: null, sex: null, n: 2000, stats: stats() },
  ],
  ...over,
});

describe('checkNormTable', () => {
  it('accepts a table that covers 20–80 once and gives every score of the bank', () => {
    expect(checkNormTable(table(), scales)).toEqual([]);
  });

  it('refuses overlapping and missing bands, a gap, and a band twice', () => {
    const bands = table().bands.map((band) => (band.id === 'high' ? { ...band, min: 58 } : band));
    expect(checkNormTable(table({ bands }), scales)).toEqual([
      { code: 'bandOverlap', at: 58 },
      { code: 'bandOverlap', at: 59 },
    ]);
    const gap = table().bands.filter((band) => band.id !== 'low');
    expect(checkNormTable(table({ bands: gap }), scales)).toEqual([
      { code: 'bandMissing', band: 'low' },
      ...Array.from({ length: 10 }, (_, i) => ({ code: 'bandGap', at: 31 + i })),
    ]);
    const twice = [...table().bands, { id: 'low' as const, min: 81, max: 90 }];
    expect(checkNormTable(table({ bands: twice }), scales)).toEqual([{ code: 'bandMissing', band: 'low' }]);
  });

  it('refuses a group without a scale of the bank or with one it lacks, and two groups for the same examinees', () => {
    const [first, ...rest] = table().groups;
    const { s2: _dropped, ...scale } = first!.stats.scale;
    const broken = { ...first!, stats: { ...first!.stats, scale: { ...scale, s9: stat } } };
    expect(checkNormTable(table({ groups: [broken, ...rest] }), scales)).toEqual([
      { code: 'missingStat', level: 'scale', id: 's2', group: 0 },
      { code: 'unknownStat', level: 'scale', id: 's9', group: 0 },
    ]);
    const again = { ...rest[0]!, grades: [3, 4] };
    expect(checkNormTable(table({ groups: [...table().groups, again] }), scales)).toEqual([
      { code: 'groupOverlap', group: 1, other: 3 },
    ]);
  });
});

describe('normGroupFor', () => {
  it('takes the most precise group of the grade and sex, then one for every grade', () => {
    const norm = table();
    expect(normGroupFor(norm, { grade: 2, sex: 'f' })).toBe(norm.groups[1]);
    expect(normGroupFor(norm, { grade: 2, sex: 'm' })).toBe(norm.groups[0]);
    expect(normGroupFor(norm, { grade: null, sex: 'f' })).toBe(norm.groups[2]);
    expect(normGroupFor(table({ groups: norm.groups.slice(0, 2) }), { grade: 5, sex: 'm' })).toBeUndefined();
  });
});
