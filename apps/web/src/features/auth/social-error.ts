/**
 * The dialog for a social sign-in the server sent back to /Login?social_error={provider}&reason=…
 * (spec-1 §8): Google's denied access reads 접근 권한이 없습니다., other failures the provider's
 * failure text, each under its provider's title. Keys of the auth namespace.
 */
export function socialErrorText(
  provider: string | null,
  reason: string | null,
): { title: string; message: string } | null {
  if (provider === 'google') {
    return {
      title: 'social.googleTitle',
      message: reason === 'denied' ? 'social.googleDenied' : 'social.googleFailed',
    };
  }
  if (provider === 'kakao') return { title: 'social.kakaoTitle', message: 'social.kakaoFailed' };
  return null;
}
