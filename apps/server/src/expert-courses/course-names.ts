import type { CertificateKind, ExpertCourseKey } from '@putt/contract/expert-courses';
import type { Lang } from '@putt/contract/lang';

/** The course names mails and certificates use (the web has its own in its i18n files). */
export const courseNames: Record<Lang, Record<ExpertCourseKey, string>> = {
  ko: {
    beginner: '다재능 코칭 전문가 입문 과정',
    advanced: '다재능 코칭 전문가 심화 과정',
    top: '다재능 코칭 전문가 최고 과정',
    growth: '성장 포트폴리오 전문가 과정',
  },
  en: {
    beginner: 'Multi-talent coaching expert: beginner course',
    advanced: 'Multi-talent coaching expert: advanced course',
    top: 'Multi-talent coaching expert: top course',
    growth: 'Growth-portfolio expert course',
  },
};

/** What each certificate is called (spec-1 §6 and §9). */
export const certificateTitles: Record<Lang, Record<CertificateKind, string>> = {
  ko: {
    beginner: '다재능 코칭 전문가 입문 과정 수료증',
    level2: '다재능 코칭 전문가 2급',
    level1: '다재능 코칭 전문가 1급',
    growth: '성장 포트폴리오 전문가',
  },
  en: {
    beginner: 'Multi-talent coaching expert beginner course completion',
    level2: 'Multi-talent coaching expert, level 2',
    level1: 'Multi-talent coaching expert, level 1',
    growth: 'Growth-portfolio expert',
  },
};

/** "다재능 코칭 전문가 입문 과정 (2027년 1기)": a cohort as mails name it. */
export function cohortLabel(lang: Lang, course: ExpertCourseKey, name: string): string {
  return `${courseNames[lang][course]} (${name})`;
}
