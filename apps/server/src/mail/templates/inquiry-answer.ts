import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type InquiryAnswer = {
  name: string;
  /** the inquirer's question, quoted briefly so the answer reads on its own */
  question: string;
  answer: string;
};

// Long questions are cut: the quote only reminds the inquirer what they asked.
const QUOTE_MAX = 200;

const quoteOf = (question: string) => {
  const flat = question.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX)}…` : flat;
};

/** The answer's lines become paragraphs, so its line breaks survive in the HTML part too. */
const paragraphsOf = (answer: string) =>
  answer
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const words = {
  ko: (a: InquiryAnswer) => ({
    subject: '[창의인재연구소] 문의하신 내용에 답변드립니다',
    heading: '문의에 대한 답변',
    paragraphs: [`${a.name} 님, 문의해 주셔서 감사합니다.`, `문의 내용: “${quoteOf(a.question)}”`],
    footer: '더 궁금하신 점은 이 메일에 회신하거나 홈페이지의 1:1 문의로 보내 주세요.',
  }),
  en: (a: InquiryAnswer) => ({
    subject: '[Creative Talent Institute] An answer to your inquiry',
    heading: 'Our answer to your inquiry',
    paragraphs: [`Dear ${a.name}, thank you for your inquiry.`, `You asked: “${quoteOf(a.question)}”`],
    footer: 'For anything else, reply to this e-mail or send a new inquiry from our website.',
  }),
};

export function inquiryAnswerMail(lang: Lang, answer: InquiryAnswer): RenderedMail {
  const w = words[lang](answer);
  return renderMail('inquiry-answer', {
    ...w,
    paragraphs: [...w.paragraphs, ...paragraphsOf(answer.answer)],
  });
}
