import { readBankAccount, readSiteInfo } from '../../site/site-info.js';
import { anyone, implement } from '../registry.js';

export const getSiteInfo = implement('getSiteInfo', anyone, async (_input, { db }) => ({
  ...(await readSiteInfo(db)),
  bankAccount: await readBankAccount(db),
}));
