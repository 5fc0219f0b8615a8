import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox } from '../db/schema/accounts.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * A withdrawal and an organisation admin's deletion erase a member alike (accounts/erase-member.ts):
 * no credential survives, not even a forgotten-password request's temporary password, and no
 * personal field; every session ends; the row and its id stay.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) =>
  (await t.database.db.select().from(members).where(eq(members.id, id)))[0]!;

function expectErased(row: typeof members.$inferSelect) {
  expect(row).toMatchObject({
    passwordHash: null,
    tempPasswordHash: null,
    tempPasswordExpiresAt: null,
    mustChangePassword: false,
    name: '',
    email: '',
    phoneNumber: '',
    role: '',
    position: '',
    description: '',
  });
  expect(row.withdrawnAt).toBeInstanceOf(Date);
}

describe("a member's erasure", () => {
  it('clears a withdrawing member’s temporary password with the rest, and ends the session', async () => {
    const member = await createIndividual(t.database.db, 'leaving01');
    const cookie = await login(t, 'leaving01');
    expect((await t.call('requestPasswordReset', { uid: 'leaving01' })).status).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'leaving01@example.com'))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect((await rowOf(member.id)).tempPasswordHash).not.toBeNull();

    expect((await t.call('withdrawUser', {}, { cookie })).status).toBe(200);
    expectErased(await rowOf(member.id));
    expect((await t.call('getSession', {}, { cookie })).body.Item).toBeFalsy();
    const withTemporary = await t.call('loginUser', {
      loginType: 'custom',
      loginData: { uid: 'leaving01', password: mail!.secret! },
    });
    expect(withTemporary.status).not.toBe(200);
  });

  it("clears an organisation user's every credential when the admin deletes them", async () => {
    const { admin, user } = await createOrganisation(t.database.db, 'erase07');
    await t.database.db
      .update(members)
      .set({ tempPasswordHash: 'issued-by-staff', tempPasswordExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(members.id, user.id));
    const userCookie = await login(t, 'user1', { orgId: 'erase07' });
    const adminCookie = await login(t, 'admin1', { orgId: 'erase07' });

    const deleted = await t.call(
      'deleteOrgUserMember',
      { orgId: 'erase07', uid: 'user1' },
      { cookie: adminCookie },
    );
    expect(deleted.status).toBe(200);
    expectErased(await rowOf(user.id));
    expect((await t.call('getSession', {}, { cookie: userCookie })).body.Item).toBeFalsy();
    expect((await rowOf(admin.id)).passwordHash).not.toBeNull();
  });
});
