import {
  COMPANY_SETTINGS,
  type TAdminSettings,
  type TCompanySetting,
  type TDemoSetting,
} from '@putt/contract/admin/settings';
import { RETENTION_DEFAULTS } from '@putt/contract/retention';
import type {
  TBankAccount,
  TDocumentSettings,
  TPartner,
  TPublicSettings,
  TSiteInfo,
} from '@putt/contract/site';
import { isDeepStrictEqual } from 'node:util';
import type { Config } from '../config.js';

/**
 * Demo values until staff enter the real ones in the back office: the spec does not reproduce the
 * company's data, only that it is in Daejeon.
 */
export const demoSiteInfo: TSiteInfo = {
  representative: { ko: '홍길동', en: 'Gildong Hong' },
  businessNumber: '000-00-00000',
  mailOrderNumber: '제0000-대전유성-00000호',
  address: {
    ko: '대전광역시 유성구 대학로 000, 창의관 3층',
    en: '3F Creativity Hall, 000 Daehak-ro, Yuseong-gu, Daejeon, Republic of Korea',
  },
  phone: '042-000-0000',
  fax: '042-000-0001',
  email: 'contact@example.com',
};

/** A demo account, marked as such, until staff enter the company's. */
export const demoBankAccount: TBankAccount = {
  bank: '국민은행',
  number: '000000-00-000000',
  holder: '창의인재연구소',
};

/**
 * Demo partners: public bodies of Korean education and careers, by name only (no logos copied),
 * until staff enter the real partners.
 */
export const demoPartners: TPartner[] = [
  { name: '교육부', nameEn: 'Ministry of Education', url: 'https://www.moe.go.kr' },
  { name: '대전광역시교육청', nameEn: 'Daejeon Office of Education', url: 'https://www.dje.go.kr' },
  {
    name: '한국교육개발원',
    nameEn: 'Korean Educational Development Institute',
    url: 'https://www.kedi.re.kr',
  },
  {
    name: '한국직업능력연구원',
    nameEn: 'Korea Research Institute for Vocational Education and Training',
    url: 'https://www.krivet.re.kr',
  },
  { name: '커리어넷', nameEn: 'CareerNet', url: 'https://www.career.go.kr' },
  {
    name: '한국과학창의재단',
    nameEn: 'Korea Foundation for the Advancement of Science and Creativity',
    url: 'https://www.kofac.re.kr',
  },
].map((partner) => ({ ...partner, logoFileId: null }));

/**
 * The order documents until staff choose: VAT included in the prices (과세), quotations valid for
 * 30 days, and a drawn seal instead of an image. A choice, not made-up data: never on the checklist.
 */
export const demoDocumentSettings: TDocumentSettings = {
  taxTreatment: 'included',
  quotationValidDays: 30,
  sealFileId: null,
};

const demoSettings: TAdminSettings = {
  site: demoSiteInfo,
  bankAccount: demoBankAccount,
  partners: demoPartners,
  documents: demoDocumentSettings,
  retention: RETENTION_DEFAULTS,
};

/**
 * What decides whether each company setting is still the demo's (compared with the same reading of
 * the demo settings) and how the checklist states it. The account is the demo's while its number
 * is: the bank and the holder are real names. The partners are the demo's while the list is the
 * seeded one, unchanged: a company may well work with one of those bodies.
 */
const checks: Record<
  TCompanySetting,
  { read: (s: TAdminSettings) => unknown; show?: (s: TAdminSettings) => string }
> = {
  representativeKo: { read: (s) => s.site.representative.ko },
  representativeEn: { read: (s) => s.site.representative.en },
  businessNumber: { read: (s) => s.site.businessNumber },
  mailOrderNumber: { read: (s) => s.site.mailOrderNumber },
  addressKo: { read: (s) => s.site.address.ko },
  addressEn: { read: (s) => s.site.address.en },
  phone: { read: (s) => s.site.phone },
  fax: { read: (s) => s.site.fax },
  email: { read: (s) => s.site.email },
  bankAccount: {
    read: (s) => s.bankAccount.number,
    show: ({ bankAccount: a }) => `${a.bank} ${a.number} (${a.holder})`,
  },
  partners: {
    read: (s) => s.partners,
    show: (s) => s.partners.map((partner) => partner.name).join(', '),
  },
};

/** Demo values are shown everywhere but in production: the demo and the tests keep them. */
const hidesDemoValues = (env: Config['env']) => env === 'production';

/** Whether a company setting still holds the demo seed's value. */
export function isDemoValue(settings: TAdminSettings, setting: TCompanySetting): boolean {
  const { read } = checks[setting];
  return isDeepStrictEqual(read(settings), read(demoSettings));
}

/** The back office's checklist: in production, every company setting still at its demo value. */
export function demoChecklist(settings: TAdminSettings, env: Config['env']): TDemoSetting[] {
  if (!hidesDemoValues(env)) return [];
  return COMPANY_SETTINGS.filter((setting) => isDemoValue(settings, setting)).map((setting) => {
    const { read, show } = checks[setting];
    return { setting, value: show ? show(settings) : String(read(settings)) };
  });
}

/**
 * The company data as customers see it (pages, e-mails, documents): in production a value still at
 * its demo is null and the pages leave it out, the account's place says it will follow by e-mail,
 * and demo partners are not listed (decision 033).
 */
export function publicSettings(settings: TAdminSettings, env: Config['env']): TPublicSettings {
  const shown = <T>(setting: TCompanySetting, value: T): T | null =>
    hidesDemoValues(env) && isDemoValue(settings, setting) ? null : value;
  const { site } = settings;
  return {
    representative: {
      ko: shown('representativeKo', site.representative.ko),
      en: shown('representativeEn', site.representative.en),
    },
    businessNumber: shown('businessNumber', site.businessNumber),
    mailOrderNumber: shown('mailOrderNumber', site.mailOrderNumber),
    address: { ko: shown('addressKo', site.address.ko), en: shown('addressEn', site.address.en) },
    phone: shown('phone', site.phone),
    fax: shown('fax', site.fax),
    email: shown('email', site.email),
    bankAccount: shown('bankAccount', settings.bankAccount),
    partners: shown('partners', settings.partners) ?? [],
  };
}
