import { createHash } from 'node:crypto';

/** A file's checksum as the files table keeps it (hex SHA-256). */
export const fileChecksum = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
