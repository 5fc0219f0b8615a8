import { ApiError } from '@putt/contract/client';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureText } from './error-message';

beforeAll(async () => {
  await i18next.init({
    lng: 'ko',
    resources: {
      ko: {
        common: {
          errors: { unknown: '알 수 없는 오류', code: { 429: '요청이 너무 많습니다.', 500: '서버 오류' } },
        },
        validation: { v: { fileMismatch: '파일 내용이 다릅니다' } },
        inquiry: { attachment: { failed: '파일 업로드 중 오류가 발생했습니다.' } },
      },
    },
  });
});

describe('failureText', () => {
  const t = i18next.getFixedT('ko', 'inquiry');
  const fallback = 'attachment.failed';

  it("gives the server's reason for a refusal", () => {
    expect(failureText(new ApiError(400, 600, 'x', { file: 'v.fileMismatch' }), t, fallback)).toBe(
      '파일 내용이 다릅니다',
    );
    expect(failureText(new ApiError(429, 429, 'x'), t, fallback)).toBe('요청이 너무 많습니다.');
  });

  it("gives the form's own text for a crash, a lost connection or anything else", () => {
    expect(failureText(new ApiError(500, 500, 'x'), t, fallback)).toBe('파일 업로드 중 오류가 발생했습니다.');
    expect(failureText(new ApiError(0, 500, 'Network error'), t, fallback)).toBe(
      '파일 업로드 중 오류가 발생했습니다.',
    );
    expect(failureText(new Error('boom'), t, fallback)).toBe('파일 업로드 중 오류가 발생했습니다.');
  });
});
