import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key `npm run backup` shows the running server to be given its embedded database: derived from
 * the session secret, which only the machine's operator holds (in the environment, or in DATA_DIR),
 * so the command proves it runs with the server's own settings.
 */
export const backupKeyOf = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('putt-backup/1').digest('base64url');

export const BACKUP_KEY_HEADER = 'x-backup-key';

// compared as digests of one length, so neither the time nor a length check tells how much matched
const digest = (value: string) => createHash('sha256').update(value).digest();

export const isBackupKey = (given: string | undefined, sessionSecret: string) =>
  given !== undefined && timingSafeEqual(digest(given), digest(backupKeyOf(sessionSecret)));
