import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { inStartupTurn, migrateDatabase } from './db/migrate.js';
import { fileStoreOf } from './files/file-store.js';
import { prepareData } from './seed/startup.js';
import { stopServing } from './http/stop-serving.js';
import { stopOnSignals } from './stop-on-signals.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const files = fileStoreOf(config);
  const seeded = await inStartupTurn(database, async () => {
    await migrateDatabase(database);
    return prepareData(config, database, files);
  });

  const app = await buildApp({ config, database, files });
  app.addHook('onClose', () => database.close());

  // at most half the stop's time for the connections to close, the rest for the jobs (jobs.ts)
  const drainMs = Math.min(5, config.shutdownSeconds / 2) * 1000;
  stopOnSignals(app.log, config.shutdownSeconds, stopServing(app, drainMs));

  await app.listen({ port: config.port, host: config.host });
  for (const line of seeded) console.log(line);
  app.log.info(
    `serving ${config.publicOrigin} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
