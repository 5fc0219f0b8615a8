import { readPublicSettings } from '../../site/site-info.js';
import { implement } from '../registry.js';

export const getSiteInfo = implement('getSiteInfo', 'anyone', 'public', async (_input, { db, config }) =>
  readPublicSettings(db, config.env),
);
