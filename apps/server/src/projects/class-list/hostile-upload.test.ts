import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeParsePool } from '../../files/parse-pool.js';
import { middleClass, registeredClasses } from '../../testing/classes.js';
import { createOrganisation, login } from '../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../testing/staff.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { hostileClassList } from '../../testing/xlsx-fixture.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'hostilea');
  await createTestStaff(t.database.db, 'clerkx', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'hostilea' });
  cookies.staff = await loginStaffCookie(t, 'clerkx');
});
afterAll(async () => {
  await closeParsePool();
  await t.close();
});

describe('a hostile class list (issue 43)', () => {
  it('is read off the event loop: /healthz keeps answering within 100 ms, and the loop mostly waits, while two are read', async () => {
    const { classes } = await registeredClasses(t, cookies, [middleClass('1반', 5, 30)]);
    const file = { name: '명단.xlsx', base64: hostileClassList().toString('base64') };
    // the parse thread is started and warm: its start is not what is measured
    await t.call(
      'previewClassList',
      { SK: classes[0]!, file: { name: 'a.csv', base64: 'YQ==' } },
      {
        cookie: cookies.org,
      },
    );
    const before = performance.eventLoopUtilization();
    const uploads = [1, 2].map(() =>
      t.call('previewClassList', { SK: classes[0]!, file }, { cookie: cookies.org }),
    );
    let done = false;
    void Promise.all(uploads).then(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const started = performance.now();
      const health = await t.app.inject({ url: '/healthz' });
      waits.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const busy = performance.eventLoopUtilization(before).utilization;
    for (const res of await Promise.all(uploads)) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // refused for its rows once read; on a machine busy with other test files the read may pass
      // PARSE_LIMITS' time first, and the time limit refuses it: either way the school hears why
      expect(res.body).toEqual({
        ok: false,
        problems: [
          {
            row: null,
            column: null,
            key: expect.stringMatching(/^org-orders:v\.classListToo(ManyRows|Slow)$/),
          },
        ],
      });
    }
    // read on the loop, each of the few checks would wait out a whole read (seconds); here they keep
    // coming, and the typical one is quick: the median, as one check may meet a busy machine's
    // scheduler (other test files run beside this one)
    expect(waits.length).toBeGreaterThan(10);
    const median = [...waits].sort((a, b) => a - b)[Math.floor(waits.length / 2)]!;
    expect(median).toBeLessThan(100);
    // read on the event loop, the two kept it busy all along (1.0); here it mostly waits
    expect(busy).toBeLessThan(0.6);
  }, 60_000);
});
