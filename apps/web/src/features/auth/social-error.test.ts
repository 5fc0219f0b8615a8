import { describe, expect, it } from 'vitest';
import { socialErrorText } from './social-error';

describe('socialErrorText', () => {
  it('says access was denied when the Google user refused', () => {
    expect(socialErrorText('google', 'denied')).toEqual({
      title: 'social.googleTitle',
      message: 'social.googleDenied',
    });
  });
  it('says the sign-in failed otherwise, per provider', () => {
    expect(socialErrorText('google', 'failed')).toEqual({
      title: 'social.googleTitle',
      message: 'social.googleFailed',
    });
    expect(socialErrorText('kakao', 'denied')).toEqual({
      title: 'social.kakaoTitle',
      message: 'social.kakaoFailed',
    });
  });
  it('ignores anything else in the address', () => {
    expect(socialErrorText(null, null)).toBeNull();
    expect(socialErrorText('evil', 'failed')).toBeNull();
  });
});
