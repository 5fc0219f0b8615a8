import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { takeBackup } from '../backup/take-backup.js';
import { loadConfig } from '../config.js';

/**
 * npm run backup [-- --out FILE]: the database and the files in one archive (backup/take-backup.ts),
 * by default backups/putt-{time}.tar under the working directory. Prints what it holds.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out ?? join('backups', `putt-${new Date().toISOString().replace(/[:.]/g, '-')}.tar`);
const started = performance.now();
const manifest = await takeBackup(loadConfig(), out);
const megabytes = (manifest.database.bytes + manifest.files.reduce((sum, f) => sum + f.bytes, 0)) / 1e6;
console.log(
  `${out}: the database (${(manifest.database.bytes / 1e6).toFixed(1)} MB) and ${manifest.files.length} files, ` +
    `${megabytes.toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const id of manifest.missing) console.warn(`deleted from the store since the snapshot, not kept: ${id}`);
