import { z } from 'zod';

/** What a backup archive holds, in its manifest.json: restore checks every part against it. */
export const BACKUP_FORMAT = 'putt-backup/1';

export const ZManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  takenAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** the dump's name in the archive */
    entry: z.string(),
    sha256: z.string(),
    bytes: z.number(),
  }),
  /** every file the database named at the dump's moment, each under files/{id} */
  files: z.array(z.object({ id: z.string(), sha256: z.string(), bytes: z.number() })),
  /** named by the database then, but gone from the store when copied (deleted since) */
  missing: z.array(z.string()),
});
export type Manifest = z.infer<typeof ZManifest>;

export const MANIFEST_ENTRY = 'manifest.json';
export const FILES_ENTRY = 'files';
