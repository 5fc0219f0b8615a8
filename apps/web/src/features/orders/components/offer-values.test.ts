import { describe, expect, it } from 'vitest';
import { examineeValues } from './offer-values';

describe('examineeValues', () => {
  it('splits a stored birth date into the three selects', () => {
    const values = examineeValues({
      name: '김하늘',
      dob: '20130305',
      gender: 'f',
      email: 'sky@example.com',
      school_info: '한빛초등학교 5학년',
      address: { postCode: '34126', address: '대전', addressDetail: '' },
    });
    expect(values.dob).toEqual({ year: '2013', month: '03', day: '05' });
  });
});
