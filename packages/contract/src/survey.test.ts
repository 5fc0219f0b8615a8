import { describe, expect, it } from 'vitest';
import { defaultBirthDate, surveyStateOf } from './survey.js';

describe('the survey entry', () => {
  it('starts the birth date on 1 January by the offsets of spec-2 §9', () => {
    expect(defaultBirthDate('putt_e', '20261125')).toBe('20190101');
    expect(defaultBirthDate('tocc_e', '20261125')).toBe('20190101');
    expect(defaultBirthDate('putt_m', '20261125')).toBe('20130101');
    expect(defaultBirthDate('tocc_h', '20261125')).toBe('20130101');
    expect(defaultBirthDate('putt_h', '20270301')).toBe('20110101');
    expect(defaultBirthDate('putt_u', '20261125')).toBe('20070101');
    expect(defaultBirthDate('tec', '20261125')).toBe('20070101');
  });

  it('admits examinees only while the test runs', () => {
    expect(surveyStateOf('ready')).toBe('before');
    expect(surveyStateOf('ing')).toBe('open');
    expect(surveyStateOf('completed')).toBe('closed');
    expect(surveyStateOf('canceled')).toBe('closed');
  });
});
