import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { type MailAttachment, outbox } from '../db/schema/accounts.js';
import { fileStoreOf, type FileStore } from '../files/file-store.js';
import { defineJob, type Jobs } from '../jobs/jobs.js';
import { smtpTransport } from './mailer.js';
import { withSecret } from './secret.js';
import { escapeHtml, type RenderedMail } from './templates/render.js';

/**
 * Writes an e-mail to the outbox: call it inside the transaction of the change the mail tells of,
 * so the two commit together. Then, after the commit, `dispatchMail` queues the job that sends it.
 * (A job cannot be queued inside an embedded-database transaction: the transaction holds the one
 * connection the queue needs.) Without SMTP_URL the row waits in the outbox for staff.
 */
export async function writeMail(
  db: DbOrTx,
  to: string,
  mail: RenderedMail,
  attachments: MailAttachment[] = [],
): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: mail.template,
      attachments: attachments.length ? attachments : null,
      secret: mail.secret ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** Queues the sending of an outbox row; the singleton key keeps one job per mail. */
export async function dispatchMail(jobs: Jobs, outboxId: string): Promise<void> {
  await jobs.send(sendMailJob, { outboxId }, { singletonKey: outboxId });
}

export const sendMailJob = defineJob({
  name: 'send-mail',
  schema: z.object({ outboxId: z.uuid() }),
  retryLimit: 5,
  retryDelay: 30,
  async handler({ outboxId }, { database, config, log }) {
    const { db } = database;
    const [mail] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
    if (!mail || mail.status === 'sent') return;
    const transport = smtpTransport(config);
    if (!transport) {
      log.info({ outboxId }, 'no SMTP_URL: the mail stays in the outbox');
      return;
    }
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.secret ? withSecret(mail.text, mail.secret) : mail.text,
        html: mail.secret ? withSecret(mail.html, escapeHtml(mail.secret)) : mail.html,
        attachments: await attachedFiles(mail.attachments, fileStoreOf(config)),
      });
      await db
        .update(outbox)
        // the password has reached its reader: the outbox keeps none
        .set({
          status: 'sent',
          attempts: mail.attempts + 1,
          sentAt: new Date(),
          lastError: null,
          secret: null,
        })
        .where(eq(outbox.id, outboxId));
    } catch (error) {
      await db
        .update(outbox)
        .set({
          status: 'failed',
          attempts: mail.attempts + 1,
          lastError: String((error as Error).message).slice(0, 500),
        })
        .where(eq(outbox.id, outboxId));
      throw error;
    }
  },
});

/** The attachments' contents from the file store; a missing file fails the send (and is retried). */
async function attachedFiles(attachments: MailAttachment[] | null, store: FileStore) {
  return Promise.all(
    (attachments ?? []).map(async ({ fileId, name }) => {
      const content = await store.get(fileId);
      if (!content) throw new Error(`attachment ${fileId} is missing from the file store`);
      return { filename: name, content };
    }),
  );
}
