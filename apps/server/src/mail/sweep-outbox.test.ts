import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { startSmtpSink, waitFor } from '../testing/smtp-sink.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { writeMail } from './outbox.js';
import { sweepOutboxJob } from './sweep-outbox.js';
import { temporaryPasswordMail } from './templates/temporary-password.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('outbox sweep', () => {
  it('sends a mail whose job was never queued, and leaves fresh or tried rows alone', async () => {
    const db = t.database.db;
    const lost = await writeMail(db, 'lost@example.com', temporaryPasswordMail('ko', 'lost', 'Abc12345!xyz'));
    const fresh = await writeMail(
      db,
      'fresh@example.com',
      temporaryPasswordMail('ko', 'fresh', 'Abc12345!xyz'),
    );
    const tried = await writeMail(
      db,
      'tried@example.com',
      temporaryPasswordMail('ko', 'tried', 'Abc12345!xyz'),
    );
    await db.execute(
      sql`update outbox set created_at = now() - interval '10 minutes' where id in (${lost}, ${tried})`,
    );
    await db.update(outbox).set({ attempts: 1, status: 'failed' }).where(eq(outbox.id, tried));

    await sweepOutboxJob.handler({}, { database: t.database, config: t.config, log: t.app.log });

    await waitFor(() => smtp.mails.find((m) => m.to.includes('lost@example.com')));
    const rows = await db.select().from(outbox);
    const statusOf = (id: string) => rows.find((r) => r.id === id)?.status;
    expect(statusOf(lost)).toBe('sent');
    expect(statusOf(fresh)).toBe('queued');
    expect(statusOf(tried)).toBe('failed');
    expect(smtp.mails.map((m) => m.to[0])).toEqual(['lost@example.com']);
  });

  it('is on a schedule, so every deployment runs it', async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => s.name)).toContain('sweep-outbox');
  });
});
