import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

/** Who the password is for, as they type it at login (organisation members add their organisation's ID). */
export type LoginName = { uid: string; orgId?: string };

const words = {
  ko: {
    subject: '[창의인재연구소] 임시 비밀번호 안내',
    heading: '임시 비밀번호가 발급되었습니다',
    lines: ({ uid, orgId }: LoginName) => [
      `${uid} 님, 창의인재연구소 담당자가 회원님의 비밀번호를 임시 비밀번호로 재설정했습니다.`,
      ...(orgId ? [`로그인할 때 기관 ID ${orgId}와 아이디 ${uid}를 입력해주세요.`] : []),
      '아래 임시 비밀번호로 로그인한 뒤 마이페이지의 회원정보 수정에서 비밀번호를 변경해주세요.',
    ],
    footer:
      '이전 비밀번호는 더 이상 사용할 수 없습니다. 재설정을 요청한 적이 없다면 고객센터로 문의해주세요.',
  },
  en: {
    subject: '[Creative Talent Institute] Your temporary password',
    heading: 'A temporary password was issued',
    lines: ({ uid, orgId }: LoginName) => [
      `Hello ${uid}, our staff have reset your password to a temporary one.`,
      ...(orgId ? [`At login, enter the organisation ID ${orgId} and the ID ${uid}.`] : []),
      'Log in with it, then change your password under My page › Modify member information.',
    ],
    footer:
      'Your previous password no longer works. If you did not ask for this, please contact our customer centre.',
  },
};

/** The temporary password staff issued from the back office (the member did not ask on the site). */
export function staffPasswordResetMail(lang: Lang, login: LoginName, password: string): RenderedMail {
  const w = words[lang];
  return renderMail('staff-password-reset', {
    subject: w.subject,
    heading: w.heading,
    paragraphs: w.lines(login),
    highlight: password,
    secret: true,
    footer: w.footer,
  });
}
