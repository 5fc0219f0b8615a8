import { describe, expect, it } from 'vitest';
import { entryDefaults, missingRequired, toEntryInput, twoDigits } from './entry-values';

const fresh = { num: 3, used: false, student: null };
const listed = { num: 1, used: false, student: { name: '한바다', gender: 'm' as const } };

describe('the entry form', () => {
  it('starts with the number of the code padded to two digits, and a listed student filled in', () => {
    expect(twoDigits(3)).toBe('03');
    expect(twoDigits(12)).toBe('12');
    expect(entryDefaults(fresh)).toMatchObject({ num: '03', name: '', gender: '', dob: '' });
    expect(entryDefaults(listed)).toMatchObject({ num: '01', name: '한바다', gender: 'm' });
  });

  it('sends the number as a number and says whether it resumes a used code', () => {
    const values = {
      ...entryDefaults(fresh),
      name: '정하늘',
      gender: 'f' as const,
      dob: ' 20110305 ',
      email: 'a@b.kr',
      privacy: true,
    };
    expect(toEntryInput(values, { SK: 'k', authCode: 'CDF479', answer: { ...fresh, used: true } })).toEqual({
      SK: 'k',
      authCode: 'CDF479',
      resume: true,
      num: 3,
      name: '정하늘',
      gender: 'f',
      dob: '20110305',
      email: 'a@b.kr',
      privacy: true,
    });
    expect(toEntryInput({ ...values, num: '3번' }, { SK: 'k', authCode: 'C', answer: fresh }).num).toBeNaN();
  });

  it('knows when a required field was left empty (the spec’s one message for it)', () => {
    const full = {
      ...entryDefaults(fresh),
      name: 'a',
      gender: 'm' as const,
      dob: '20110305',
      email: 'a@b.kr',
      privacy: true,
    };
    expect(missingRequired(full, false)).toBe(false);
    expect(missingRequired({ ...full, gender: '' }, false)).toBe(true);
    expect(missingRequired({ ...full, privacy: false }, false)).toBe(true);
    // a listed student types only the birth date and e-mail, and confirms
    const student = { ...entryDefaults(listed), dob: '20110815', email: 'a@b.kr', privacy: true };
    expect(missingRequired(student, true)).toBe(true);
    expect(missingRequired({ ...student, confirmSelf: true }, true)).toBe(false);
  });
});
