import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { inStartupTurn, migrateDatabase } from '../db/migrate.js';
import { createStaff } from '../staff/create-staff.js';

/** npm run staff:create -- --id ID --password PW --role admin|operator [--name NAME] */
const { values } = parseArgs({
  options: {
    id: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
  },
});
if (!values.id || !values.password || (values.role !== 'admin' && values.role !== 'operator')) {
  console.error('usage: npm run staff:create -- --id ID --password PW --role admin|operator [--name NAME]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await inStartupTurn(database, () => migrateDatabase(database));
  await createStaff(database.db, {
    staffId: values.id,
    password: values.password,
    role: values.role,
    ...(values.name ? { name: values.name } : {}),
  });
  console.log(`staff ${values.id} (${values.role}) created`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
