import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_FORM_FIELDS,
  type ExternalFormValues,
  externalFormUrl,
  ZExternalEntryIds,
  ZExternalFormUri,
} from './external-form.js';

const values: ExternalFormValues = {
  authCode: 'CDF347',
  name: '김 하늘',
  gender: '여',
  dob: '20120301',
  email: 'sky@example.com',
  org_name: '데모중학교',
  grade: '02',
  class: '03',
  major: '',
  num: '07',
};
const ids = EXTERNAL_FORM_FIELDS.map((_, index) => `entry.${1000 + index}`);
const form = 'https://docs.google.com/forms/d/e/abc/viewform?usp=pp_url';

describe('externalFormUrl', () => {
  it('fills every detail in as its entry when the ids match the fields one to one', () => {
    const url = new URL(externalFormUrl(form, ids, values));
    expect(url.origin + url.pathname).toBe('https://docs.google.com/forms/d/e/abc/viewform');
    expect(url.searchParams.get('usp')).toBe('pp_url');
    expect(url.searchParams.get('entry.1000')).toBe('CDF347');
    expect(url.searchParams.get('entry.1001')).toBe('김 하늘');
    expect(url.searchParams.get('entry.1003')).toBe('20120301');
    expect(url.searchParams.get('entry.1009')).toBe('07');
    expect([...url.searchParams.keys()]).toHaveLength(EXTERNAL_FORM_FIELDS.length + 1);
  });

  it('sends the bare form when the count does not match', () => {
    expect(externalFormUrl(form, ids.slice(1), values)).toBe(form);
    expect(externalFormUrl(form, [], values)).toBe(form);
  });
});

describe('the staff fields', () => {
  it('takes ids one per line, by commas or spaces, and bare numbers', () => {
    const text = ids.map((id, index) => (index % 2 ? id.slice('entry.'.length) : id)).join(',\n ');
    expect(ZExternalEntryIds.parse(text)).toEqual(ids);
    expect(ZExternalEntryIds.parse('  ')).toEqual([]);
    expect(ZExternalEntryIds.parse(ids)).toEqual(ids);
  });

  it('refuses a wrong count or a malformed id', () => {
    expect(ZExternalEntryIds.safeParse(ids.slice(2).join(' ')).error?.issues[0]?.message).toBe(
      'admin_catalogue:v.entryIdsCount',
    );
    expect(
      ZExternalEntryIds.safeParse([...ids.slice(1), 'entry.x'].join(' ')).error?.issues[0]?.message,
    ).toBe('admin_catalogue:v.entryIdsInvalid');
  });

  it('takes an https address or none', () => {
    expect(ZExternalFormUri.parse(` ${form} `)).toBe(form);
    expect(ZExternalFormUri.parse('')).toBe('');
    expect(ZExternalFormUri.parse(null)).toBe('');
    for (const bad of [
      'http://docs.google.com/forms',
      'javascript:alert(1)',
      'https://localhost/x',
      'forms',
    ]) {
      expect(ZExternalFormUri.safeParse(bad).success, bad).toBe(false);
    }
  });
});
