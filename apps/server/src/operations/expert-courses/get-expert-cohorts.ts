import { openCohorts } from '../../expert-courses/open-cohorts.js';
import { implement } from '../registry.js';

export const getExpertCohorts = implement('getExpertCohorts', 'anyone', 'public', async (_input, { db }) =>
  openCohorts(db),
);
