import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { entryCodes, examinees } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { notFound } from '../errors/app-error.js';
import { lockProjectOf } from './move-project.js';

/**
 * Opens a held place of a project again (issue 43): the code's entry and the report links of its
 * attempts count from zero. The caller reaches only their own projects (lockProjectOf); a place
 * with nothing held answers like a missing one, so a release is always something the audit log
 * can name. The release and its audit row commit together.
 */
export async function releaseHeldPlace(
  db: Db,
  caller: AuditCaller,
  { SK, num }: { SK: string; num: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { project } = await lockProjectOf(tx, caller.actor, SK);
    const [code] = await tx
      .select()
      .from(entryCodes)
      .where(and(eq(entryCodes.projectSk, project.sk), eq(entryCodes.num, num)))
      .limit(1);
    if (!code) throw notFound('No such place');
    const heldLinks = await tx
      .select({ id: reports.id })
      .from(reports)
      .innerJoin(results, eq(results.id, reports.resultId))
      .innerJoin(attempts, eq(attempts.id, results.attemptId))
      .where(and(eq(attempts.entryCodeId, code.id), isNotNull(reports.heldAt)));
    if (!code.heldAt && heldLinks.length === 0) throw notFound('Nothing is held at this place');
    await tx.update(entryCodes).set({ failedEntries: 0, heldAt: null }).where(eq(entryCodes.id, code.id));
    if (heldLinks.length > 0) {
      await tx
        .update(reports)
        .set({ failedDownloads: 0, heldAt: null })
        .where(
          inArray(
            reports.id,
            heldLinks.map((link) => link.id),
          ),
        );
    }
    const [person] = code.examineeSk
      ? await tx.select({ name: examinees.name }).from(examinees).where(eq(examinees.sk, code.examineeSk))
      : [];
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'project',
      targetId: project.sk,
      subject: person?.name ?? '',
      detail: { num, entry: code.heldAt !== null, reportLinks: heldLinks.length },
    });
  });
}
