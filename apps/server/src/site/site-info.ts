import { type TBankAccount, ZBankAccount, ZSiteInfo, type TSiteInfo } from '@putt/contract/site';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { settings } from '../db/schema/settings.js';

const KEY = 'site';

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

const BANK_KEY = 'bank-account';

/** A demo account, marked as such, until staff enter the company's. */
export const demoBankAccount: TBankAccount = {
  bank: '국민은행',
  number: '000000-00-000000',
  holder: '창의인재연구소',
};

export async function readSiteInfo(db: DbOrTx): Promise<TSiteInfo> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  const parsed = ZSiteInfo.safeParse(row?.value);
  return parsed.success ? parsed.data : demoSiteInfo;
}

export async function readBankAccount(db: DbOrTx): Promise<TBankAccount> {
  const [row] = await db.select().from(settings).where(eq(settings.key, BANK_KEY));
  const parsed = ZBankAccount.safeParse(row?.value);
  return parsed.success ? parsed.data : demoBankAccount;
}

/** First start only: never overwrites what staff saved. */
export async function seedSiteInfo(db: DbOrTx): Promise<void> {
  await db.insert(settings).values({ key: KEY, value: demoSiteInfo }).onConflictDoNothing();
  await db.insert(settings).values({ key: BANK_KEY, value: demoBankAccount }).onConflictDoNothing();
}
