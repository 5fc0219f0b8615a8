import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore-backup.js';
import { loadConfig } from '../config.js';

/** npm run restore ARCHIVE: a backup into an empty database and the configured file store. */
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- ARCHIVE (DATABASE_URL an empty database)');
  process.exit(2);
}
const started = performance.now();
const manifest = await restoreBackup(loadConfig(), positionals[0]!);
console.log(
  `restored the database of ${manifest.takenAt} and ${manifest.files.length} files in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);
