import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

const user = (
  type: 'custom' | 'google' | 'kakao' | 'admin' | 'user',
  uid: string,
  name = '',
  email = '',
) => ({
  type,
  uid,
  name,
  email,
});

describe('displayName (spec-1 §2)', () => {
  it('shows organisation members by uid', () => {
    expect(displayName(user('admin', 'admin1', '관리자'), '-')).toBe('admin1');
    expect(displayName(user('user', 'user1', '교사'), '-')).toBe('user1');
  });
  it('shows custom members by name, else the uid part after # and :', () => {
    expect(displayName(user('custom', 'minsu', '김민수'), '-')).toBe('김민수');
    expect(displayName(user('custom', 'USER#custom:minsu'), '-')).toBe('minsu');
    expect(displayName(user('custom', 'minsu'), '-')).toBe('minsu');
  });
  it('shows social members by name, else e-mail, else the none text', () => {
    expect(displayName(user('kakao', 'k1', '카카오'), '이름 없음')).toBe('카카오');
    expect(displayName(user('google', 'g1', '', 'g@example.com'), '이름 없음')).toBe('g@example.com');
    expect(displayName(user('google', 'g1'), '이름 없음')).toBe('이름 없음');
  });
});
