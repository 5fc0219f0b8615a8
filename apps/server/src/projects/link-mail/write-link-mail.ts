import { hasTestLink } from '@putt/contract/lifecycle';
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { examinees, orders, projects } from '../../db/schema/orders.js';
import type { FileStore } from '../../files/file-store.js';
import { storeIssuedDocument } from '../../files/store-issued-document.js';
import { writeMail } from '../../mail/outbox.js';
import { projectLinkMail } from '../../mail/templates/project-link.js';
import type { Lang } from '@putt/contract/lang';
import { renderPool } from '../../pdf/render/render-pool.js';
import { codeSheetDataOf } from '../code-sheet-data.js';

type ProjectRow = typeof projects.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Only a project with its link and codes (ready or under way) has something to mail. */
export const hasLink = (project: ProjectRow) => hasTestLink(project.status) && project.responderUri !== null;

/**
 * Who receives a project's link and codes: the order's contact, and the class's teacher for an
 * organisation or the examinee (when they gave an address) for an individual; each address once.
 */
export async function recipientsOf(db: DbOrTx, project: ProjectRow, order: OrderRow): Promise<string[]> {
  const others =
    order.type === 'organisation'
      ? [project.email ?? '']
      : (
          await db
            .select({ email: examinees.email })
            .from(examinees)
            .where(and(eq(examinees.projectSk, project.sk), ne(examinees.email, '')))
        ).map((row) => row.email);
  const all = [order.receiverEmail, ...others].map((address) => address.trim()).filter(Boolean);
  return [...new Map(all.map((address) => [address.toLowerCase(), address])).values()];
}

/**
 * Writes the mail of a project's link and codes to the outbox (decision 017), the organisation's
 * with the code sheet PDF attached, and answers the outbox rows to send. `once` is the scheduled
 * mail: it is written only if no worker wrote it before (the project row's lock and
 * `link_mailed_at` decide), and marks it written. A resend writes it again.
 */
export async function writeLinkMail(
  { db, files: store, config }: { db: Db; files: FileStore; config: Pick<Config, 'reportThreads'> },
  projectSk: string,
  mode: 'once' | 'again',
): Promise<string[]> {
  const [row] = await db
    .select({ project: projects, order: orders })
    .from(projects)
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .where(eq(projects.sk, projectSk));
  if (!row || !hasLink(row.project) || (mode === 'once' && row.project.linkMailedAt)) return [];
  const { project, order } = row;
  const data = await codeSheetDataOf(db, project);
  const forOrganisation = order.type === 'organisation';
  // rendered before the transaction: a worker that then finds the mail written drops it unstored
  const pdf = forOrganisation
    ? await renderPool(config.reportThreads).render({ kind: 'codeSheet', data })
    : null;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(projects).where(eq(projects.sk, projectSk)).for('update');
    if (!locked || !hasLink(locked) || (mode === 'once' && locked.linkMailedAt)) return [];
    const attachments = pdf
      ? [
          {
            fileId: await storeIssuedDocument(tx, store, pdf, `codes-${project.sk}.pdf`),
            name: `인증코드-${data.className}.pdf`,
          },
        ]
      : [];
    const mail = projectLinkMail(order.lang as Lang, {
      ...data,
      codes: data.students,
      sheetAttached: attachments.length > 0,
    });
    const ids: string[] = [];
    for (const to of await recipientsOf(tx, project, order))
      ids.push(await writeMail(tx, to, mail, attachments));
    if (mode === 'once') {
      await tx.update(projects).set({ linkMailedAt: new Date() }).where(eq(projects.sk, projectSk));
    }
    return ids;
  });
}
