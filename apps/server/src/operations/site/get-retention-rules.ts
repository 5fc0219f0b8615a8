import { readRetentionPolicy } from '../../privacy/retention-rules.js';
import { implement } from '../registry.js';

export const getRetentionRules = implement('getRetentionRules', 'anyone', 'public', async (_input, { db }) =>
  readRetentionPolicy(db),
);
