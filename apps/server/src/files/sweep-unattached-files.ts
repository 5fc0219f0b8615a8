import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { files } from '../db/schema/files.js';
import { defineJob } from '../jobs/jobs.js';
import { fileStoreOf } from './file-store.js';

// Long enough to finish an inquiry form after choosing its file.
export const UNATTACHED_KEEP_MS = 24 * 3600_000;

/**
 * Deletes uploads no inquiry or post took up within a day (a form left half-way), so the store
 * holds only files someone uses. Rows go first: a failed removal leaves unreachable bytes, never a
 * row without its file.
 */
export const sweepUnattachedFilesJob = defineJob({
  name: 'sweep-unattached-files',
  schema: z.object({}),
  retryLimit: 0,
  retryDelay: 0,
  schedule: '17 * * * *',
  async handler(_data, { database, config, log }) {
    const store = fileStoreOf(config);
    const stale = await database.db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          isNull(files.attachedAt),
          eq(files.public, false),
          lt(files.createdAt, new Date(Date.now() - UNATTACHED_KEEP_MS)),
        ),
      )
      .limit(500);
    if (stale.length === 0) return;
    const ids = stale.map((row) => row.id);
    await database.db.delete(files).where(inArray(files.id, ids));
    for (const id of ids) await store.remove(id);
    log.info({ count: ids.length }, 'removed unattached uploads');
  },
});
