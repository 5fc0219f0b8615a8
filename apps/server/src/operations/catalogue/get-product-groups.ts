import { readCatalogue } from '../../catalogue/read-catalogue.js';
import { implement } from '../registry.js';

export const getProductGroups = implement(
  'getProductGroups',
  'anyone',
  'public',
  async (_input, { database, db }) => ({
    items: (await readCatalogue(database, db)).groups,
  }),
);
