import { addDays, seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, projects } from '../db/schema/orders.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { middleClass, registeredClasses } from '../testing/classes.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'userA' | 'adminB' | 'member' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createOrganisation(db, 'consa');
  await createOrganisation(db, 'consb');
  await createIndividual(db, 'parent06');
  await createTestStaff(db, 'clerk6', 'operator');
  cookies.userA = await login(t, 'user1', { orgId: 'consa' });
  cookies.adminB = await login(t, 'admin1', { orgId: 'consb' });
  cookies.member = await login(t, 'parent06');
  cookies.staff = await loginStaffCookie(t, 'clerk6');
});
afterAll(() => t.close());

/** A middle school's registered PUTT class (its first-graders may be under 14). */
async function registeredClass(): Promise<{ SK: string; sk: string }> {
  const { SK, classes } = await registeredClasses(t, { org: cookies.userA, staff: cookies.staff }, [
    { ...middleClass('1학년 1반', 3, 25), grade: 1 },
  ]);
  return { SK, sk: classes[0]! };
}

const consent = (SK: string, over: Record<string, unknown> = {}) => ({
  SK,
  collected_by: '담임 박선생',
  collected_on: addDays(seoulToday(), -2),
  statement: true as const,
  ...over,
});

describe('the guardians’ consent of a class', () => {
  it('is recorded with who collected it and when, and shown on the class', async () => {
    const { SK, sk } = await registeredClass();
    const before = await t.call('getOrderProjectsContainsExamninees', { SK }, { cookie: cookies.userA });
    expect(before.body.Item.projects[0]!.guardian_consent).toBeNull();
    const res = await t.call('recordGuardianConsent', consent(sk), { cookie: cookies.userA });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await t.call('getOrderProjectsContainsExamninees', { SK }, { cookie: cookies.userA });
    expect(after.body.Item.projects[0]!.guardian_consent).toMatchObject({
      collected_by: '담임 박선생',
      collected_on: addDays(seoulToday(), -2),
    });
    const [row] = await t.database.db.select().from(projects).where(eq(projects.sk, sk));
    expect(row!.consentRecordedBy).not.toBeNull();
  });

  it('needs the statement, a collector and a date not in the future nor over a year back', async () => {
    const { sk } = await registeredClass();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ statement: false }, 'statement', 'org-orders:v.consentStatement'],
      [{ collected_by: ' ' }, 'collected_by', 'org-orders:v.consentBy'],
      [{ collected_on: addDays(seoulToday(), 1) }, 'collected_on', 'org-orders:v.consentOn'],
      [{ collected_on: addDays(seoulToday(), -400) }, 'collected_on', 'org-orders:v.consentOn'],
    ];
    for (const [over, field, key] of cases) {
      const res = await t.call('recordGuardianConsent', consent(sk, over) as never, {
        cookie: cookies.userA,
      });
      expect(res.body.error, JSON.stringify(over)).toMatchObject({
        code: ErrorCode.INVALID_DATA,
        fields: { [field]: key },
      });
    }
    const [row] = await t.database.db.select().from(projects).where(eq(projects.sk, sk));
    expect(row!.consentCollectedBy).toBeNull();
  });

  it('is the organisation’s alone, and closed with the test', async () => {
    const { SK, sk } = await registeredClass();
    const missing = await t.call('recordGuardianConsent', consent('no-such'), { cookie: cookies.adminB });
    const foreign = await t.call('recordGuardianConsent', consent(sk), { cookie: cookies.adminB });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await t.call('recordGuardianConsent', consent(sk), { cookie: cookies.member })).status).toBe(403);
    expect((await t.call('recordGuardianConsent', consent(sk))).status).toBe(401);
    await t.database.db.update(projects).set({ status: 'completed' }).where(eq(projects.sk, sk));
    await t.database.db.update(orders).set({ status: 'completed' }).where(eq(orders.sk, SK));
    const closed = await t.call('recordGuardianConsent', consent(sk), { cookie: cookies.userA });
    expect(closed.body.error).toMatchObject({
      code: ErrorCode.INVALID_DATA,
      fields: { SK: 'v.transitionRefused' },
    });
  });
});
