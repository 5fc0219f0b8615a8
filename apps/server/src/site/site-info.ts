import type { TAdminSettings, TSettingsSection } from '@putt/contract/admin/settings';
import {
  type TDocumentSettings,
  type TPublicSettings,
  type TSiteInfo,
  ZBankAccount,
  ZDocumentSettings,
  ZPartner,
  ZSiteInfo,
} from '@putt/contract/site';
import { RETENTION_DEFAULTS, ZRetentionRules } from '@putt/contract/retention';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { settings } from '../db/schema/settings.js';
import {
  demoBankAccount,
  demoDocumentSettings,
  demoPartners,
  demoSiteInfo,
  publicSettings,
} from './demo-settings.js';

/**
 * A site row saved before the mail-order report number existed reads it as the demo's: the rest
 * of what staff saved stays, and the checklist asks for the number.
 */
const ZStoredSiteInfo = ZSiteInfo.extend({
  mailOrderNumber: ZSiteInfo.shape.mailOrderNumber.default(demoSiteInfo.mailOrderNumber),
});

/**
 * Each section's row in `settings`, its schema and the value shown until staff save one (the
 * retention periods' is decision 041's, not a demo's).
 */
const sections = {
  site: { key: 'site', schema: ZStoredSiteInfo, demo: demoSiteInfo },
  bankAccount: { key: 'bank-account', schema: ZBankAccount, demo: demoBankAccount },
  partners: { key: 'partners', schema: z.array(ZPartner), demo: demoPartners },
  documents: { key: 'documents', schema: ZDocumentSettings, demo: demoDocumentSettings },
  retention: { key: 'retention', schema: ZRetentionRules, demo: RETENTION_DEFAULTS },
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
    retention: parseSection('retention', valueOf('retention')),
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

/** The company data as stored: the company's own use (where staff receive inquiries). */
export const readSiteInfo = (db: DbOrTx): Promise<TSiteInfo> => readSection(db, 'site');

/** The company data as customers see it (publicSettings: no demo value in production). */
export const readPublicSettings = async (db: DbOrTx, env: Config['env']): Promise<TPublicSettings> =>
  publicSettings(await readSettings(db), env);

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
