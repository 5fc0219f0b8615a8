import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

const words = {
  ko: {
    subject: '[창의인재연구소] 임시 비밀번호 안내',
    heading: '임시 비밀번호가 발급되었습니다',
    lines: (uid: string) => [
      `${uid} 님, 요청하신 임시 비밀번호를 보내 드립니다.`,
      '아래 임시 비밀번호로 로그인하면 새 비밀번호를 정하는 창이 열립니다. 임시 비밀번호는 30분 동안 한 번만 사용할 수 있습니다.',
    ],
    footer:
      '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 기존 비밀번호는 그대로 사용할 수 있습니다.',
  },
  en: {
    subject: '[Creative Talent Institute] Your temporary password',
    heading: 'A temporary password was issued',
    lines: (uid: string) => [
      `Hello ${uid}, here is the temporary password you asked for.`,
      'Log in with it and you will be asked for a new password. It works once, for 30 minutes.',
    ],
    footer: 'If you did not ask for this, you can ignore this e-mail. Your current password still works.',
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
