import type { DbOrTx } from '../db/client.js';
import { writeMail } from '../mail/outbox.js';
import { type InquiryNotice, newInquiryMail } from '../mail/templates/new-inquiry.js';
import { readSiteInfo } from '../site/site-info.js';

/**
 * Writes the company's notice of a new inquiry or request to the outbox, inside the caller's
 * transaction (both commit together). Answers the outbox id to dispatch after the commit.
 */
export async function notifyStaff(db: DbOrTx, notice: InquiryNotice): Promise<string> {
  const { email } = await readSiteInfo(db);
  return writeMail(db, email, newInquiryMail(notice));
}
