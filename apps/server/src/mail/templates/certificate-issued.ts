import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

/** A certificate issued on completing an expert course (issue 25); its PDF is attached. */
export type CertificateNotice = {
  name: string;
  cohort: string;
  /** the certificate's name, e.g. 다재능 코칭 전문가 2급 */
  title: string;
  number: string;
  /** the public verification page with the number filled in */
  verifyLink: string;
  link: string;
};

const texts = {
  ko: (n: CertificateNotice) => ({
    subject: `[창의인재연구소] ${n.title} 자격증이 발급되었습니다`,
    heading: '수료 및 자격증 발급 안내',
    paragraphs: [
      `${n.name} 님, ${n.cohort}을(를) 수료하셨습니다. 축하드립니다.`,
      `${n.title} 자격증을 첨부해 드립니다. 마이페이지에서도 내려받을 수 있습니다: ${n.link}`,
      `자격증 번호로 누구나 진위를 확인할 수 있습니다: ${n.verifyLink}`,
    ],
    highlight: n.number,
    footer: '문의는 홈페이지 문의하기를 이용해 주세요.',
  }),
  en: (n: CertificateNotice) => ({
    subject: `[Creative Talent Institute] Your certificate: ${n.title}`,
    heading: 'Course completed: your certificate',
    paragraphs: [
      `Dear ${n.name}, congratulations on completing ${n.cohort}.`,
      `Your certificate (${n.title}) is attached, and in My page: ${n.link}`,
      `Anyone can check it by its number: ${n.verifyLink}`,
    ],
    highlight: n.number,
    footer: 'For questions, please use the inquiry page of our website.',
  }),
};

/** The graduate's mail: the certificate's number and where it is verified; the PDF attached. */
export function certificateIssuedMail(lang: Lang, notice: CertificateNotice): RenderedMail {
  return renderMail('certificate-issued', texts[lang](notice));
}
