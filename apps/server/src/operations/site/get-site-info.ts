import { readSettings } from '../../site/site-info.js';
import { implement } from '../registry.js';

export const getSiteInfo = implement('getSiteInfo', 'anyone', 'public', async (_input, { db }) => {
  const { site, bankAccount, partners } = await readSettings(db);
  return { ...site, bankAccount, partners };
});
