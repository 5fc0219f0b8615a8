import { fromDateColumn } from '../../db/date-columns.js';
import { z } from 'zod';
import { fileStoreOf } from '../../files/file-store.js';
import { defineJob, type JobDeps, type Jobs } from '../../jobs/jobs.js';
import { sendMailJob } from '../../mail/outbox.js';
import { linkMailInstant } from './link-mail-instant.js';
import { writeLinkMail } from './write-link-mail.js';

/**
 * Writes a project's scheduled link mail (once, whichever worker runs it) and sends it at once:
 * a row whose sending fails keeps its error in the outbox, where staff resend it.
 */
export async function mailLinkOnce(projectSk: string, deps: JobDeps): Promise<void> {
  const ids = await writeLinkMail(
    { db: deps.database.db, files: fileStoreOf(deps.config), config: deps.config },
    projectSk,
    'once',
  );
  for (const outboxId of ids) {
    await sendMailJob.handler({ outboxId }, deps).catch((error: unknown) => {
      deps.log.warn({ err: error, outboxId }, 'link mail: sending failed; the outbox row keeps its error');
    });
  }
}

/** The link and codes of an opened project, mailed the day before its start at 09:00 Korea time. */
export const projectLinkMailJob = defineJob({
  name: 'project-link-mail',
  schema: z.object({ projectSk: z.string().min(1) }),
  retryLimit: 3,
  retryDelay: 60,
  handler: ({ projectSk }, deps) => mailLinkOnce(projectSk, deps),
});

/**
 * Queues the link mail of a project just opened, to run at its instant (at once when that has
 * passed: a class opened on its start day mails its codes straight away). One job per project.
 */
export async function queueLinkMail(
  jobs: Jobs,
  project: { sk: string; startTargetDate: string },
): Promise<void> {
  await jobs.send(
    projectLinkMailJob,
    { projectSk: project.sk },
    { startAfter: linkMailInstant(fromDateColumn(project.startTargetDate)!), singletonKey: project.sk },
  );
}
