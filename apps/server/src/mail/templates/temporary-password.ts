import { type Lang, type RenderedMail, renderMail } from './render.js';

const words = {
  ko: {
    subject: '[창의인재연구소] 임시 비밀번호 안내',
    heading: '임시 비밀번호가 발급되었습니다',
    lines: (uid: string) => [
      `${uid} 님, 요청하신 임시 비밀번호를 보내 드립니다.`,
      '아래 임시 비밀번호로 로그인한 뒤 마이페이지의 회원정보 수정에서 비밀번호를 변경해주세요.',
    ],
    footer:
      '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 이전 비밀번호는 더 이상 사용할 수 없습니다.',
  },
  en: {
    subject: '[Creative Talent Institute] Your temporary password',
    heading: 'A temporary password was issued',
    lines: (uid: string) => [
      `Hello ${uid}, here is the temporary password you asked for.`,
      'Log in with it, then change your password under My page › Modify member information.',
    ],
    footer:
      'If you did not ask for this, you can ignore this e-mail. Your previous password no longer works.',
  },
};

export function temporaryPasswordMail(lang: Lang, uid: string, password: string): RenderedMail {
  const w = words[lang];
  return renderMail('temporary-password', {
    subject: w.subject,
    heading: w.heading,
    paragraphs: w.lines(uid),
    highlight: password,
    secret: true,
    footer: w.footer,
  });
}
