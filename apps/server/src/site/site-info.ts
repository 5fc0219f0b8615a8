import type { TAdminSettings, TSettingsSection } from '@putt/contract/admin/settings';
import {
  type TBankAccount,
  type TDocumentSettings,
  type TPartner,
  type TSiteInfo,
  ZBankAccount,
  ZDocumentSettings,
  ZPartner,
  ZSiteInfo,
} from '@putt/contract/site';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { settings } from '../db/schema/settings.js';

/**
 * Demo values until staff enter the real ones in the back office: the spec does not reproduce the
 * company's data, only that it is in Daejeon.
 */
export const demoSiteInfo: TSiteInfo = {
  representative: { ko: '홍길동', en: 'Gildong Hong' },
  businessNumber: '000-00-00000',
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
 * 30 days, and a drawn seal instead of an image.
 */
export const demoDocumentSettings: TDocumentSettings = {
  taxTreatment: 'included',
  quotationValidDays: 30,
  sealFileId: null,
};

/** Each section's row in `settings`, its schema and the value shown until staff save one. */
const sections = {
  site: { key: 'site', schema: ZSiteInfo, demo: demoSiteInfo },
  bankAccount: { key: 'bank-account', schema: ZBankAccount, demo: demoBankAccount },
  partners: { key: 'partners', schema: z.array(ZPartner), demo: demoPartners },
  documents: { key: 'documents', schema: ZDocumentSettings, demo: demoDocumentSettings },
} as const;

const keyOf = (section: TSettingsSection) => sections[section].key;

/** A stored value as its section's schema reads it; a missing or malformed row reads as the demo. */
function parseSection<S extends TSettingsSection>(section: S, value: unknown): TAdminSettings[S] {
  const parsed = sections[section].schema.safeParse(value);
  return (parsed.success ? parsed.data : sections[section].demo) as TAdminSettings[S];
}

/** Every section in one query (getSiteInfo runs on most page loads). */
export async function readSettings(db: DbOrTx): Promise<TAdminSettings> {
  const keys = Object.values(sections).map((section) => section.key);
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const valueOf = (section: TSettingsSection) => rows.find((row) => row.key === keyOf(section))?.value;
  return {
    site: parseSection('site', valueOf('site')),
    bankAccount: parseSection('bankAccount', valueOf('bankAccount')),
    partners: parseSection('partners', valueOf('partners')),
    documents: parseSection('documents', valueOf('documents')),
  };
}

export async function readSection<S extends TSettingsSection>(
  db: DbOrTx,
  section: S,
): Promise<TAdminSettings[S]> {
  const [row] = await db
    .select()
    .from(settings)
    .where(eq(settings.key, keyOf(section)));
  return parseSection(section, row?.value);
}

export const readSiteInfo = (db: DbOrTx): Promise<TSiteInfo> => readSection(db, 'site');

export const readBankAccount = (db: DbOrTx): Promise<TBankAccount> => readSection(db, 'bankAccount');

/** What the quotation and the transaction statement read: tax treatment, validity, seal. */
export const readDocumentSettings = (db: DbOrTx): Promise<TDocumentSettings> => readSection(db, 'documents');

/** Replaces one section; every reader sees it at once (nothing caches settings). */
export async function writeSection<S extends TSettingsSection>(
  db: DbOrTx,
  section: S,
  value: TAdminSettings[S],
): Promise<void> {
  await db
    .insert(settings)
    .values({ key: keyOf(section), value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** First start only: never overwrites what staff saved. */
export async function seedSiteInfo(db: DbOrTx): Promise<void> {
  for (const section of Object.values(sections)) {
    await db.insert(settings).values({ key: section.key, value: section.demo }).onConflictDoNothing();
  }
}
