import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@putt/contract/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendMailJob, writeMail } from '../mail/outbox.js';
import { temporaryPasswordMail } from '../mail/templates/temporary-password.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { enter, examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ENTRY_FAILURES } from '../survey/entry-rules.js';
import { SNAPSHOT_MS } from './snapshot-gauges.js';

// /metrics (decision 043): who may read it, and what it counts. Jobs are not worked here
// (WORKER=off), so what is queued stays queued for the figures to show.
const token = 'metrics-token-for-the-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { METRICS_TOKEN: token, METRICS_ADDRESSES: '192.0.2.0/24', WORKER: 'off' },
  });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one series, by its exact labels; undefined when the body has no such series. */
function valueOf(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  for (const line of body.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]);
    if (JSON.stringify(found.sort()) === wanted) return Number(match[3]);
  }
  return undefined;
}

describe('the figures read from the database', () => {
  it('show each queue’s waiting, oldest waiting, active and failed jobs, the outbox backlog, read at most once per 5 s', async () => {
    const { boss } = t.app.jobs;
    const send = () => t.app.jobs.send(sendMailJob, { outboxId: randomUUID() }, { retryLimit: 0 });
    // one job fails for good, one is taken by a worker, one waits, one is not due for an hour
    const failing = (await send())!;
    await boss.fetch(sendMailJob.name);
    await boss.fail(sendMailJob.name, failing, { message: 'SMTP refused' });
    await send();
    await boss.fetch(sendMailJob.name);
    await send();
    await t.app.jobs.send(sendMailJob, { outboxId: randomUUID() }, { startAfter: 3600 });
    await writeMail(
      t.database.db,
      'waiting@example.com',
      temporaryPasswordMail('ko', 'user01', 'Abc12345!xyz'),
    );

    const body = await scrape();
    const queue = { queue: 'send-mail' };
    expect(valueOf(body, 'putt_job_queue_waiting', queue)).toBe(1);
    expect(valueOf(body, 'putt_job_queue_oldest_waiting_seconds', queue)).toBeLessThan(60);
    expect(valueOf(body, 'putt_job_queue_active', queue)).toBe(1);
    expect(valueOf(body, 'putt_job_queue_failed_24h', queue)).toBe(1);
    expect(valueOf(body, 'putt_job_queue_waiting', { queue: 'student-report' })).toBe(0);
    expect(valueOf(body, 'putt_outbox_backlog', { status: 'queued' })).toBe(1);
    expect(valueOf(body, 'putt_outbox_backlog', { status: 'failed' })).toBe(0);
    expect(valueOf(body, 'putt_outbox_oldest_queued_seconds')).toBeLessThan(60);

    // the same figures as the back office's jobs page: one function reads both
    await createTestStaff(t.database.db, 'watcher', 'operator');
    const staff = await loginStaffCookie(t, 'watcher');
    const listed = await t.call('adminListJobs', {}, { cookie: staff });
    expect(listed.body.queues.find((q) => q.name === 'send-mail')).toMatchObject({
      waiting: 1,
      active: 1,
      failed: 1,
    });

    // a scrape within the period asks the database nothing: the new job shows only after it
    await send();
    expect(valueOf(await scrape(), 'putt_job_queue_waiting', queue)).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SNAPSHOT_MS);
      expect(valueOf(await scrape(), 'putt_job_queue_waiting', queue)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('show the database pool of PostgreSQL, and none of the embedded database', async () => {
    const body = await scrape();
    if (t.database.kind === 'postgres') {
      expect(valueOf(body, 'putt_db_pool_max_connections')).toBe(4);
      expect(valueOf(body, 'putt_db_pool_waiting')).toBe(0);
      expect(valueOf(body, 'putt_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    } else {
      expect(body).not.toContain('putt_db_pool');
    }
  });
});

describe('who may read /metrics', () => {
  it('asks for the token without it or with a wrong one, and answers with it', async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}0` }, { authorization: `Basic ${token}` }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('putt_');
    }
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a listed address without the token, and believes a forwarded address only from a declared proxy', async () => {
    const listed = await t.app.inject({ url: '/metrics', remoteAddress: '192.0.2.7' });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain('# TYPE putt_http_requests_total counter');
    const other = await t.app.inject({ url: '/metrics', remoteAddress: '198.51.100.7' });
    expect(other.statusCode).toBe(401);
    // TRUST_PROXY is unset: the header is the client's word, not the address
    const forwarded = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '192.0.2.7' } });
    expect(forwarded.statusCode).toBe(401);
  });
});

describe('what /metrics counts', () => {
  it('counts requests by the operation called, never by a name the client made up, with their latency', async () => {
    await t.call('getSiteInfo', {});
    await t.call('getSiteInfo', {});
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/noSuchOperation',
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(unknown.statusCode).toBe(404);
    await t.app.inject('/healthz');

    const body = await scrape();
    expect(valueOf(body, 'putt_http_requests_total', { operation: 'getSiteInfo', status: '200' })).toBe(2);
    expect(valueOf(body, 'putt_http_request_duration_seconds_count', { operation: 'getSiteInfo' })).toBe(2);
    expect(valueOf(body, 'putt_http_requests_total', { operation: '/api/:operation', status: '404' })).toBe(
      1,
    );
    expect(valueOf(body, 'putt_http_requests_total', { operation: '/healthz', status: '200' })).toBe(1);
    expect(body).not.toContain('noSuchOperation');
    expect(
      valueOf(body, 'putt_errors_total', { code: String(ErrorCode.NOT_FOUND), operation: '/api/:operation' }),
    ).toBe(1);
  });

  it('counts errors by code, answer saves by outcome, and refused entries by step and code', async () => {
    await createOrganisation(t.database.db, 'metricsorg');
    await createTestStaff(t.database.db, 'metricsclerk', 'operator');
    const cookies = {
      org: await login(t, 'user1', { orgId: 'metricsorg' }),
      staff: await loginStaffCookie(t, 'metricsclerk'),
    };
    const { sk, key, codes } = await openClass(t, cookies);
    const { cookie } = await enter(t, examinee(key, codes[0]!));
    const items = (await t.call('getAttempt', { SK: key }, { cookie })).body.Item.items;
    const save = (answerCookie?: string) =>
      t.call(
        'saveAnswers',
        { SK: key, device: 'phone-0001', answers: [{ item: items[0]!.id, value: 3, seq: 1, ms: 900 }] },
        answerCookie ? { cookie: answerCookie } : {},
      );
    expect((await save(cookie)).status).toBe(200);
    expect((await save()).status).toBe(401);
    expect((await t.call('adminListJobs', {})).status).toBe(401);

    // a guesser: wrong codes until the address is held back
    for (let i = 0; i <= ENTRY_FAILURES.limit; i++) {
      await t.call('checkSurveyInfo', { SK: key, authCode: 'ZZZZ9999' });
    }
    // a code sheet is drawn on a render thread: its time is the report render time
    const sheet = await t.app.inject({
      url: `/documents/projects/${sk}/codes.pdf`,
      headers: { cookie: cookies.org },
    });
    expect(sheet.statusCode).toBe(200);

    const body = await scrape();
    expect(valueOf(body, 'putt_answer_saves_total', { outcome: 'saved' })).toBe(1);
    expect(valueOf(body, 'putt_answer_saves_total', { outcome: 'refused' })).toBe(1);
    const authError = String(ErrorCode.AUTH_ERROR);
    expect(valueOf(body, 'putt_errors_total', { code: authError, operation: 'adminListJobs' })).toBe(1);
    expect(valueOf(body, 'putt_errors_total', { code: authError, operation: 'saveAnswers' })).toBe(1);
    const refused = (code: number) =>
      valueOf(body, 'putt_survey_entries_refused_total', {
        operation: 'checkSurveyInfo',
        code: String(code),
      });
    expect(refused(ErrorCode.INVALID_DATA)).toBe(ENTRY_FAILURES.limit);
    expect(refused(ErrorCode.TOO_MANY_REQUESTS)).toBe(1);
    expect(
      valueOf(body, 'putt_survey_entries_refused_total', { operation: 'enterSurvey', code: '600' }),
    ).toBeUndefined();
    expect(
      valueOf(body, 'putt_http_requests_total', {
        operation: '/documents/projects/:sk/:file',
        status: '200',
      }),
    ).toBe(1);
    expect(valueOf(body, 'putt_report_render_seconds_count', { kind: 'codeSheet' })).toBe(1);
    expect(valueOf(body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  }, 60_000);
});
