import { asc, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { files } from '../db/schema/files.js';
import { fileChecksum as sha256 } from './checksum.js';
import type { FileStore } from './file-store.js';

export type MoveReport = {
  /** copied and read back with the checksum the database holds */
  moved: number;
  /** already in the target with the right checksum (a second run) */
  present: number;
  /** named by the database, absent from the source */
  missing: string[];
  /** the source's bytes do not match the database's checksum: left where they are */
  corrupt: string[];
};

/**
 * Copies every file the database names from one store to another (the local directory into the
 * bucket, issue 45), verifying each by the checksum the database holds, before and after; a file
 * that does not match is reported, never copied. Safe to run again: what is there is skipped. The
 * source keeps its files, for the operator to remove once the server runs on the target.
 */
export async function moveFiles(
  db: DbOrTx,
  from: FileStore,
  to: FileStore,
  onProgress: (done: number) => void = () => {},
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, present: 0, missing: [], corrupt: [] };
  let after = '';
  let done = 0;
  for (;;) {
    const batch = await db
      .select({ id: files.id, sha256: files.sha256 })
      .from(files)
      .where(gt(files.id, after))
      .orderBy(asc(files.id))
      .limit(200);
    if (batch.length === 0) return report;
    for (const file of batch) {
      const there = await to.get(file.id);
      if (there && sha256(there) === file.sha256) {
        report.present += 1;
      } else {
        const bytes = await from.get(file.id);
        if (!bytes) report.missing.push(file.id);
        else if (sha256(bytes) !== file.sha256) report.corrupt.push(file.id);
        else {
          await to.put(file.id, bytes);
          const copied = await to.get(file.id);
          if (!copied || sha256(copied) !== file.sha256)
            throw new Error(`file ${file.id} did not copy intact`);
          report.moved += 1;
        }
      }
      onProgress((done += 1));
    }
    after = batch.at(-1)!.id;
  }
}
