import { formatNumber } from '@putt/contract/format';
import type { TBankAccount } from '@putt/contract/site';
import { accountWords } from '../../site/account-words.js';
import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

/** An enrolment for an expert course as the applicant is told it (issue 25). */
export type CourseEnrolmentNotice = {
  name: string;
  /** the course and cohort, as the my page names them */
  cohort: string;
  price: number;
  depositName: string;
  /** null: the account follows by e-mail (decision 033) */
  bankAccount: TBankAccount | null;
  link: string;
};

const received = {
  ko: (n: CourseEnrolmentNotice) => ({
    subject: `[창의인재연구소] ${n.cohort} 수강 신청이 접수되었습니다`,
    heading: '수강 신청 접수 안내',
    paragraphs: [
      `${n.name} 님, ${n.cohort} 수강 신청이 접수되었습니다.`,
      `수강료 ${formatNumber(n.price)}원을 입금자명 '${n.depositName}'(으)로 보내 주세요.`,
      `입금 계좌: ${accountWords('ko', n.bankAccount)}`,
      '입금과 제출하신 서류를 확인한 뒤 수강 확정을 메일로 알려 드립니다.',
      `마이페이지에서 진행 상황을 볼 수 있습니다: ${n.link}`,
    ],
    footer: '문의는 홈페이지 문의하기를 이용해 주세요.',
  }),
  en: (n: CourseEnrolmentNotice) => ({
    subject: `[Creative Talent Institute] Your enrolment for ${n.cohort} is received`,
    heading: 'Enrolment received',
    paragraphs: [
      `Dear ${n.name}, your enrolment for ${n.cohort} is received.`,
      `Please transfer the fee of KRW ${formatNumber(n.price)} in the name '${n.depositName}'.`,
      `Account: ${accountWords('en', n.bankAccount)}`,
      'Once we have the payment and have checked your documents, we will e-mail you to confirm your seat.',
      `You can follow it in My page: ${n.link}`,
    ],
    footer: 'For questions, please use the inquiry page of our website.',
  }),
};

/** The enrolment taken: the fee, the account to pay it to, what happens next. */
export function courseEnrolmentMail(lang: Lang, notice: CourseEnrolmentNotice): RenderedMail {
  return renderMail('course-enrolment', received[lang](notice));
}
