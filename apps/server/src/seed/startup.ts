import { type Config, ConfigError } from '../config.js';
import { seedCatalogue } from '../catalogue/seed-catalogue.js';
import type { Database } from '../db/client.js';
import type { FileStore } from '../files/file-store.js';
import { accountsWithPublishedPasswords } from './published-passwords.js';
import { seedDemo } from './seed.js';

/**
 * What a start does to the database after migrating: the catalogue always (business data), the
 * demo content when configured. In production no demo account is created, and the server refuses
 * to start while any account still has a password printed in the README (a database seeded for a
 * trial and then put into service). Answers the lines to print.
 */
export async function prepareData(config: Config, database: Database, files: FileStore): Promise<string[]> {
  await seedCatalogue(database.db);
  const production = config.env === 'production';
  const lines = config.seedDemo ? await seedDemo(database.db, files, { accounts: !production }) : [];
  if (production) {
    const published = await accountsWithPublishedPasswords(database.db);
    if (published.length > 0) {
      throw new ConfigError(
        published.map(
          (who) =>
            `${who}: has the demo password printed in the README; change it before NODE_ENV=production`,
        ),
      );
    }
  }
  return lines;
}
