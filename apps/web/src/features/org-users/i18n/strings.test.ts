import { describe, expect, it } from 'vitest';
import { orgUserMessages } from '@putt/contract/org-users';
import { keyPaths } from '../../../testing/key-paths';
import en from './en.json';
import ko from './ko.json';

describe('org-users strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(ko));
  });

  it('has a text for every message the contract answers in this namespace', () => {
    for (const key of Object.values(orgUserMessages)) {
      expect(keyPaths(ko)).toContain(key.replace('org-users:', ''));
    }
  });

  it('uses the spec’s texts verbatim', () => {
    expect(ko.list.empty).toBe('등록된 사용자가 없습니다.');
    expect(ko.detail.adminLocked).toBe('기관 관리자 정보는 수정할 수 없습니다.');
    expect(ko.v.uidTaken).toBe('이미 사용 중이거나 사용할 수 없는 아이디입니다.');
  });
});
