import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type InactiveAccount = { uid: string; eraseOn: string; origin: string };

const words = {
  ko: (a: InactiveAccount) => ({
    subject: '[창의인재연구소] 장기간 이용하지 않은 계정의 개인정보 파기 안내',
    heading: '장기간 로그인하지 않은 계정의 개인정보를 파기할 예정입니다',
    paragraphs: [
      `아이디: ${a.uid}`,
      `파기 예정일: ${a.eraseOn}`,
      '개인정보 처리방침에 따라 오랫동안 로그인하지 않은 계정과 그 개인정보는 파기됩니다. 계속 이용하시려면 파기 예정일 전에 로그인해 주세요.',
      `로그인: ${a.origin}/Login`,
    ],
    footer: '주문과 결제 기록은 전자상거래법에 따라 5년간 따로 보관합니다.',
  }),
  en: (a: InactiveAccount) => ({
    subject: '[Creative Talent Institute] Your unused account will be erased',
    heading: 'Your account has not been used for a long time and will be erased',
    paragraphs: [
      `Member id: ${a.uid}`,
      `To be erased on: ${a.eraseOn}`,
      'Under our privacy policy an account without a sign-in for a long time is erased with its personal data. To keep it, sign in before that date.',
      `Sign in: ${a.origin}/Login`,
    ],
    footer: 'Order and payment records are kept apart for five years, as the e-commerce act requires.',
  }),
};

/** The notice before an inactive account is erased (decision 041). */
export function accountInactiveMail(lang: Lang, account: InactiveAccount): RenderedMail {
  return renderMail('account-inactive', words[lang](account));
}
