import pino from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { inStartupTurn, migrateDatabase } from './db/migrate.js';
import { allJobs } from './all-jobs.js';
import { startJobs } from './jobs/jobs.js';
import { closeParsePool } from './files/parse-pool.js';
import { closeRenderPool } from './pdf/render/render-pool.js';
import { stopOnSignals } from './stop-on-signals.js';

/**
 * `npm run worker`: runs the background jobs without serving HTTP, beside web processes started
 * with WORKER=off. It needs DATABASE_URL: an embedded database belongs to one process.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError([
      'DATABASE_URL: a separate worker needs PostgreSQL (the embedded database runs its jobs inline)',
    ]);
  }
  const log = pino({ level: config.logLevel, name: 'worker' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 4 });
  await inStartupTurn(database, () => migrateDatabase(database));
  const jobs = await startJobs(database, { defs: allJobs, work: true, deps: { database, config, log } });
  log.info(`worker running ${allJobs.length} job kinds`);

  stopOnSignals(log, config.shutdownSeconds, async () => {
    await jobs.stop();
    await closeRenderPool();
    await closeParsePool();
    await database.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
