import type { adminListJobs } from '@putt/contract/admin/outbox';
import type { OutputOf } from '@putt/contract/operation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/accounts.js';
import { auditLog } from '../../../db/schema/back-office.js';
import { sendMailJob, writeMail } from '../../../mail/outbox.js';
import { randomId } from '../../../security/random-id.js';
import { renderMail } from '../../../mail/templates/render.js';
import { temporaryPasswordMail } from '../../../mail/templates/temporary-password.js';
import { createIndividual, login } from '../../../testing/members.js';
import { startSmtpSink, waitFor } from '../../../testing/smtp-sink.js';
import { createTestStaff, loginStaffCookie } from '../../../testing/staff.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  await createTestStaff(t.database.db, 'helper', 'operator');
  cookie = await loginStaffCookie(t, 'helper');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const auditOf = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
const mailRow = async (id: string) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0]!;
const received = (to: string) => smtp.mails.filter((m) => m.to.includes(to)).length;

/** A mail whose job gave up: as the send job leaves it after its last failed attempt. */
async function failedMail(to: string) {
  const id = await writeMail(db(), to, temporaryPasswordMail('ko', 'user01', 'Abc12345!xyz'));
  await db()
    .update(outbox)
    .set({ status: 'failed', attempts: 6, lastError: 'connect ECONNREFUSED' })
    .where(eq(outbox.id, id));
  return id;
}

describe('adminListMails and adminGetMail', () => {
  it('lists mails with status, attempts and error, filters them, and records each view', async () => {
    const failed = await failedMail('failed@example.com');
    await writeMail(db(), 'waiting@example.com', temporaryPasswordMail('en', 'user02', 'Abc12345!xyz'));

    const all = await t.call('adminListMails', {}, { cookie });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.templates).toEqual(['temporary-password']);
    const failedOnly = await t.call('adminListMails', { status: 'failed' }, { cookie });
    expect(failedOnly.body.items).toMatchObject([
      {
        id: failed,
        to: 'failed@example.com',
        template: 'temporary-password',
        status: 'failed',
        attempts: 6,
        lastError: 'connect ECONNREFUSED',
        sentAt: null,
      },
    ]);
    expect(
      (await t.call('adminListMails', { q: 'waiting' }, { cookie })).body.items.map((m) => m.to),
    ).toEqual(['waiting@example.com']);
    expect((await t.call('adminListMails', { template: 'order-received' }, { cookie })).body.total).toBe(0);
    const views = await auditOf('adminListMails');
    expect(views).toHaveLength(4);
    expect(views[1]).toMatchObject({ kind: 'view', targetType: 'mail' });
    expect(views[1]!.detail).toEqual({ q: '', filters: { status: 'failed', template: '' }, count: 1 });

    const detail = await t.call('adminGetMail', { id: failed }, { cookie });
    expect(detail.body).toMatchObject({ id: failed, attachments: [] });
    expect(detail.body.html).toContain('<h1');
    // staff never read a password a mail carries: it stands masked
    expect(`${detail.body.text}${detail.body.html}`).not.toContain('Abc12345!xyz');
    expect(detail.body.text).toContain('●●●●●●●●');
    expect(await auditOf('adminGetMail')).toMatchObject([
      { kind: 'view', targetType: 'mail', targetId: failed, subject: 'failed@example.com' },
    ]);
    const unknown = await t.call('adminGetMail', { id: '00000000-0000-4000-8000-000000000000' }, { cookie });
    expect(unknown.body.error?.code).toBe(300);
  });
});

describe('adminResendMail', () => {
  it('queues a failed mail again; the job delivers it and the row becomes sent', async () => {
    const id = await failedMail('again@example.com');
    const res = await t.call('adminResendMail', { id }, { cookie });
    expect(res.body).toEqual({ message: 'success' });
    await waitFor(() => (received('again@example.com') === 1 ? true : undefined));
    // the customer receives the password; the outbox keeps it no longer
    expect(smtp.mails.find((m) => m.to.includes('again@example.com'))!.raw).toContain('Abc12345!xyz');
    const sent = await waitForRow(id, (row) => row.status === 'sent');
    expect(sent).toMatchObject({ attempts: 7, lastError: null, secret: null });
    expect(sent.sentAt).not.toBeNull();
    const [audit] = await auditOf('adminResendMail');
    expect(audit).toMatchObject({
      kind: 'change',
      targetType: 'mail',
      targetId: id,
      subject: 'again@example.com',
    });
    expect(audit!.detail).toMatchObject({ from: 'failed', attempts: 6 });

    // Sent again, it would carry the mask instead of the password: refused, nothing queued.
    const again = await t.call('adminResendMail', { id }, { cookie });
    expect(again.status).toBe(409);
    expect(again.body.error?.fields).toEqual({ id: 'admin_outbox:v.secretDropped' });
    expect((await mailRow(id)).status).toBe('sent');
  });

  it('sends a mail without a password once more after it was sent (the customer lost it)', async () => {
    const id = await writeMail(
      db(),
      'lost@example.com',
      renderMail('notice', { subject: 'S', heading: 'H', paragraphs: ['P'], footer: 'F' }),
    );
    await t.call('adminResendMail', { id }, { cookie });
    await waitFor(() => (received('lost@example.com') === 1 ? true : undefined));
    await waitForRow(id, (row) => row.status === 'sent');
    // a new job, not blocked by the first
    expect((await t.call('adminResendMail', { id }, { cookie })).body).toEqual({ message: 'success' });
    await waitFor(() => (received('lost@example.com') === 2 ? true : undefined));
    expect((await waitForRow(id, (row) => row.status === 'sent' && row.attempts === 2)).attempts).toBe(2);
  });

  it('is refused to a member over HTTP, changing nothing', async () => {
    const id = await failedMail('kept@example.com');
    await createIndividual(db(), 'member01');
    const member = await login(t, 'member01');
    const res = await t.call('adminResendMail', { id }, { cookie: member });
    expect(res.status).toBe(401);
    expect((await mailRow(id)).status).toBe('failed');
  });
});

describe('adminListJobs and adminRetryJob', () => {
  it('lists a failed job with its error, retries it, and refuses to retry it twice', async () => {
    const fileId = randomId();
    // A mail whose attachment is not in the file store fails its job; with no retries left it stays failed.
    const id = await writeMail(
      db(),
      'attached@example.com',
      temporaryPasswordMail('ko', 'user03', 'Abc12345!xyz'),
      [{ fileId, name: '등록증.pdf' }],
    );
    const jobId = (await t.app.jobs.send(sendMailJob, { outboxId: id }, { retryLimit: 0 }))!;
    const failed = await waitForJobs((jobs) => jobs.failed.find((job) => job.id === jobId));
    expect(failed).toMatchObject({ queue: 'send-mail', retryCount: 0 });
    expect(failed.error).toContain(`attachment ${fileId} is missing from the file store`);
    expect(failed.failedAt).not.toBeNull();
    const listed = await t.call('adminListJobs', {}, { cookie });
    expect(listed.body.queues.map((q) => q.name)).toEqual([
      'send-mail',
      'sweep-outbox',
      'sweep-unattached-files',
      'project-link-mail',
      'start-due-projects',
      'student-report',
      'teacher-report',
      'counselling-reminder',
      'destroy-personal-data',
    ]);
    // the job that just failed counts among the queue's failures of the last 24 hours
    expect(listed.body.queues[0]!.failed).toBeGreaterThanOrEqual(1);

    // The file arrives; the retry sends the mail with it.
    await t.files.put(fileId, Buffer.from('%PDF-1.4\n%%EOF\n'));
    const retried = await t.call('adminRetryJob', { queue: 'send-mail', id: jobId }, { cookie });
    expect(retried.body).toEqual({ message: 'success' });
    await waitFor(() => (received('attached@example.com') === 1 ? true : undefined));
    expect((await waitForRow(id, (row) => row.status === 'sent')).attempts).toBe(2);
    const [audit] = await auditOf('adminRetryJob');
    expect(audit).toMatchObject({ kind: 'change', targetType: 'job', targetId: jobId });
    expect(audit!.detail).toMatchObject({ queue: 'send-mail' });

    await waitForJobs((jobs) => (jobs.failed.some((job) => job.id === jobId) ? undefined : true));
    const again = await t.call('adminRetryJob', { queue: 'send-mail', id: jobId }, { cookie });
    expect(again.body.error?.code).toBe(409);
    const otherQueue = await t.call('adminRetryJob', { queue: 'pdf-nothing', id: jobId }, { cookie });
    expect(otherQueue.body.error?.code).toBe(300);
    const unknown = await t.call(
      'adminRetryJob',
      { queue: 'send-mail', id: '00000000-0000-4000-8000-000000000000' },
      { cookie },
    );
    expect(unknown.body.error?.code).toBe(300);
    expect(await auditOf('adminRetryJob')).toHaveLength(1);
  });
});

async function waitForRow(id: string, ok: (row: typeof outbox.$inferSelect) => boolean) {
  const until = Date.now() + 20_000;
  for (;;) {
    const row = await mailRow(id);
    if (ok(row)) return row;
    if (Date.now() > until) throw new Error(`mail ${id} stayed ${row.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitForJobs<T>(find: (jobs: OutputOf<typeof adminListJobs>) => T | undefined) {
  const until = Date.now() + 20_000;
  for (;;) {
    const res = await t.call('adminListJobs', {}, { cookie });
    const found = find(res.body);
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting for the job list');
    await new Promise((r) => setTimeout(r, 200));
  }
}
