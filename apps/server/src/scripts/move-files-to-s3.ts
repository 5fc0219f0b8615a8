import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { inStartupTurn, migrateDatabase } from '../db/migrate.js';
import { dataDirFileStore, fileStoreOf } from '../files/file-store.js';
import { moveFiles } from '../files/move-files.js';

/**
 * npm run files:to-s3, with the S3 settings of the server (FILE_STORE=s3 and S3_*): copies every
 * file from DATA_DIR/files into the bucket, each verified by its checksum (decision 042). Exits
 * with 1 when a file is missing or does not match, listing them.
 */
const config = loadConfig();
if (config.fileStore.kind !== 's3') {
  console.error('set FILE_STORE=s3 and the S3_* settings of the bucket to move the files into');
  process.exit(2);
}
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await inStartupTurn(database, () => migrateDatabase(database));
  const report = await moveFiles(
    database.db,
    dataDirFileStore(config.dataDir),
    fileStoreOf(config),
    (done) => done % 500 === 0 && console.log(`${done} files checked`),
  );
  console.log(`moved ${report.moved}, already there ${report.present}`);
  for (const id of report.missing) console.error(`missing from ${config.dataDir}/files: ${id}`);
  for (const id of report.corrupt) console.error(`checksum does not match, not moved: ${id}`);
  if (report.missing.length + report.corrupt.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
