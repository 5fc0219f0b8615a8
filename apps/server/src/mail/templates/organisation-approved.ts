import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type OrganisationWelcome = {
  name: string;
  orgId: string;
  adminUid: string;
  password: string;
  loginUrl: string;
};

const words = {
  ko: (w: OrganisationWelcome) => ({
    subject: '[창의인재연구소] 기관 등록이 승인되었습니다',
    heading: `${w.name}의 기관 등록이 승인되었습니다`,
    paragraphs: [
      '요청하신 기관 등록을 승인하고 기관 관리자 계정을 만들었습니다. 기관 등록증(PDF)을 첨부해 드립니다.',
      `로그인 주소: ${w.loginUrl} (기관 로그인 선택)`,
      `기관 아이디: ${w.orgId}`,
      `관리자 아이디: ${w.adminUid}`,
      '임시 비밀번호:',
    ],
    highlight: w.password,
    secret: true,
    footer:
      '처음 로그인한 뒤 마이페이지의 회원정보 수정에서 비밀번호를 바로 변경해 주세요. 궁금한 점은 이 메일에 회신하거나 1:1 문의를 이용해 주세요.',
  }),
  en: (w: OrganisationWelcome) => ({
    subject: '[Creative Talent Institute] Your organisation is registered',
    heading: `${w.name} is registered`,
    paragraphs: [
      'We approved your registration request and created the organisation’s admin account. The registration certificate (PDF) is attached.',
      `Log in at: ${w.loginUrl} (choose organisation login)`,
      `Organisation ID: ${w.orgId}`,
      `Admin ID: ${w.adminUid}`,
      'Temporary password:',
    ],
    highlight: w.password,
    secret: true,
    footer:
      'Change the password under My page › Modify member information after your first login. Questions? Reply to this e-mail or use the inquiry form.',
  }),
};

/** The new organisation's welcome: its login data with a temporary password (certificate attached). */
export function organisationApprovedMail(lang: Lang, welcome: OrganisationWelcome): RenderedMail {
  return renderMail('organisation-approved', words[lang](welcome));
}
