import { ApiError } from '@putt/contract/client';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

beforeAll(async () => {
  await i18next.init({
    lng: 'ko',
    resources: {
      ko: {
        common: {
          errors: { unknown: '알 수 없는 오류', code: { 110: '이미 사용 중인 아이디' } },
        },
        validation: { v: { required: '필수 입력입니다' } },
      },
    },
  });
});

describe('errorMessage', () => {
  // as a feature calls it: its own namespace first
  const t = i18next.getFixedT('ko', 'auth');
  it('prefers the first field message key', () => {
    expect(errorMessage(new ApiError(400, 600, 'Invalid', { name: 'v.required' }), t)).toBe(
      '필수 입력입니다',
    );
  });
  it('falls back to the code message', () => {
    expect(errorMessage(new ApiError(409, 110, 'x'), t)).toBe('이미 사용 중인 아이디');
  });
  it('falls back to the given key for unknown codes and other errors', () => {
    expect(errorMessage(new ApiError(500, 500, 'x'), t)).toBe('알 수 없는 오류');
    expect(errorMessage(new Error('boom'), t)).toBe('알 수 없는 오류');
  });
});
