import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox } from '../db/schema/accounts.js';
import { cookieOf, createIndividual, createOrganisation, login, PASSWORD } from '../testing/members.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * A forgotten-password request is an addition, not a replacement: anyone may ask for any id, so
 * the member's password and sessions keep working; the mailed temporary password works once,
 * for 30 minutes, and only to set a new password at login. Passwords someone else gave (an
 * organisation's approval) likewise open a session only with the member's own new password.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'school07');
});
afterAll(() => t.close());

const NEW = 'mine456!';
const own = { new_password: NEW, new_password_confirm: NEW };
const custom = (uid: string, password: string, newPassword?: typeof own) =>
  t.call('loginUser', {
    loginType: 'custom',
    loginData: { uid, password },
    ...(newPassword ? { newPassword } : {}),
  });
const session = async (cookie: string) => (await t.call('getSession', {}, { cookie })).body.Item;

/** Asks for a reset and answers the temporary password (kept beside the queued mail: no SMTP here). */
async function reset(uid: string): Promise<string> {
  expect((await t.call('requestPasswordReset', { uid })).status).toBe(200);
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, `${uid}@example.com`))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail!.secret!;
}

describe('a forgotten-password request', () => {
  it('leaves the current password and every session working', async () => {
    await createIndividual(t.database.db, 'keeper1');
    const cookie = await login(t, 'keeper1');
    await reset('keeper1');
    expect(await session(cookie)).toMatchObject({ uid: 'keeper1' });
    const again = await custom('keeper1', PASSWORD);
    expect(again.body).toMatchObject({ message: 'success', Item: { uid: 'keeper1' } });
  });

  it('mails a password that only sets a new one, once, and then ends the old password and sessions', async () => {
    await createIndividual(t.database.db, 'forgot7');
    const cookie = await login(t, 'forgot7');
    const temporary = await reset('forgot7');

    const asked = await custom('forgot7', temporary);
    expect(asked.body).toEqual({ message: 'passwordChangeRequired' });
    expect(asked.response.headers['set-cookie']).toBeUndefined();
    expect(await session(cookie)).toMatchObject({ uid: 'forgot7' });

    const same = await custom('forgot7', temporary, {
      new_password: temporary,
      new_password_confirm: temporary,
    });
    expect(same.body.error).toMatchObject({
      code: 600,
      fields: { 'newPassword.new_password': 'v.newPasswordSame' },
    });
    const mismatch = await custom('forgot7', temporary, {
      new_password: NEW,
      new_password_confirm: 'other12!',
    });
    expect(mismatch.body.error?.fields).toEqual({
      'newPassword.new_password_confirm': 'v.newPasswordMismatch',
    });

    const changed = await custom('forgot7', temporary, own);
    expect(changed.body).toMatchObject({
      message: 'success',
      Item: { uid: 'forgot7', mustChangePassword: false },
    });
    const fresh = cookieOf(changed.response.headers['set-cookie']);
    expect(await session(fresh)).toMatchObject({ uid: 'forgot7' });
    expect(await session(cookie)).toBeNull();
    expect((await custom('forgot7', PASSWORD)).body.error?.code).toBe(150);
    expect((await custom('forgot7', temporary)).body.error?.code).toBe(150);
    expect((await custom('forgot7', NEW)).body).toMatchObject({ message: 'success' });
  });

  it('mails a password that stops working after 30 minutes', async () => {
    await createIndividual(t.database.db, 'late1');
    const temporary = await reset('late1');
    const [row] = await t.database.db.select().from(members).where(eq(members.uid, 'late1'));
    const expiresIn = row!.tempPasswordExpiresAt!.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    await t.database.db
      .update(members)
      .set({ tempPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(members.uid, 'late1'));
    expect((await custom('late1', temporary, own)).body.error?.code).toBe(150);
  });

  it('is void once the member changes the password', async () => {
    await createIndividual(t.database.db, 'changer1');
    const temporary = await reset('changer1');
    const cookie = await login(t, 'changer1');
    const res = await t.call('changeMemberPassword', { old_password: PASSWORD, ...own }, { cookie });
    expect(res.status).toBe(200);
    expect(
      (await custom('changer1', temporary, { new_password: 'again789!', new_password_confirm: 'again789!' }))
        .body.error?.code,
    ).toBe(150);
  });
});

describe('an organisation admin', () => {
  const org = (uid: string, password: string, newPassword?: typeof own) =>
    t.call('loginUser', {
      loginType: 'org',
      loginData: { orgId: 'school07', uid, password },
      ...(newPassword ? { newPassword } : {}),
    });

  it('changes the password (old, new, confirm)', async () => {
    const cookie = await login(t, 'admin1', { orgId: 'school07' });
    const res = await t.call('changeMemberPassword', { old_password: PASSWORD, ...own }, { cookie });
    expect(res.status).toBe(200);
    expect((await org('admin1', PASSWORD)).body.error?.code).toBe(150);
    expect((await org('admin1', NEW)).body).toMatchObject({ message: 'success', Item: { type: 'admin' } });
  });

  it('given a password by someone else, sets an own one at the first login before going on', async () => {
    await t.database.db.update(members).set({ mustChangePassword: true }).where(eq(members.uid, 'user1'));
    expect((await org('user1', PASSWORD)).body).toEqual({ message: 'passwordChangeRequired' });
    const done = await org('user1', PASSWORD, own);
    expect(done.body).toMatchObject({ Item: { uid: 'user1', mustChangePassword: false } });
    expect((await org('user1', NEW)).body).toMatchObject({ message: 'success' });
  });
});
