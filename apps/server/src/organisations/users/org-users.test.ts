import type { TOrgUserNew } from '@putt/contract/org-users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../accounts/create-member.js';
import { members, sessions } from '../../db/schema/accounts.js';
import { orders } from '../../db/schema/orders.js';
import { createIndividual, createOrganisation, login, PASSWORD } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Organisation user management (spec-2 §2 screen 1, §5, decision 015): every operation reads only
 * the caller's organisation; only its admin adds and deletes users; another organisation's users
 * answer exactly as missing ones.
 */
let t: TestApp;
let schoolA: Awaited<ReturnType<typeof createOrganisation>>;
let adminA: string;
let userA: string;
let adminB: string;
let individual: string;
beforeAll(async () => {
  t = await createTestApp();
  schoolA = await createOrganisation(t.database.db, 'schoolA');
  await createOrganisation(t.database.db, 'schoolB');
  await createIndividual(t.database.db, 'person01');
  adminA = await login(t, 'admin1', { orgId: 'schoolA' });
  userA = await login(t, 'user1', { orgId: 'schoolA' });
  adminB = await login(t, 'admin1', { orgId: 'schoolB' });
  individual = await login(t, 'person01');
});
afterAll(() => t.close());

const INITIAL = 'start123!';
const OWN = 'mine4567!';
const newUser = (uid: string, extra: Partial<TOrgUserNew> = {}): TOrgUserNew => ({
  uid,
  name: '김교사',
  password: INITIAL,
  confirmPassword: INITIAL,
  email: `${uid}@school.example.com`,
  phoneNumber: '010-1234-5678',
  role: '담임',
  position: '교사',
  description: '3학년 1반',
  ...extra,
});
const add = (input: TOrgUserNew, cookie = adminA) => t.call('addOrgUserMember', input, { cookie });
const remove = (uid: string, cookie = adminA, orgId = 'schoolA') =>
  t.call('deleteOrgUserMember', { orgId, uid }, { cookie });
const orgLogin = (orgId: string, uid: string, password: string, newPassword?: string) =>
  t.call('loginUser', {
    loginType: 'org',
    loginData: { orgId, uid, password },
    ...(newPassword ? { newPassword: { new_password: newPassword, new_password_confirm: newPassword } } : {}),
  });
const session = async (cookie: string) => (await t.call('getSession', {}, { cookie })).body.Item;

describe('getOrgMembers', () => {
  it('shows the caller’s organisation and its users only, admins first', async () => {
    await add(newUser('onlyina'));
    await add(newUser('onlyinb'), adminB);
    for (const cookie of [adminA, userA]) {
      const res = await t.call('getOrgMembers', { page: 1 }, { cookie });
      expect(res.status).toBe(200);
      expect(res.body.organisation).toEqual({
        orgId: 'schoolA',
        name: 'schoolA 학교',
        president: '김교장',
        type: 'middle',
      });
      const uids = res.body.Items.map((row) => row.uid);
      expect(uids.slice(0, 3)).toEqual(['admin1', 'user1', 'onlyina']);
      expect(uids).not.toContain('onlyinb');
      expect(res.body.Items[0]).toEqual({
        uid: 'admin1',
        name: '관리자',
        email: 'admin@example.com',
        phoneNumber: '',
        role: '',
        position: '',
        description: '',
        type: 'admin',
      });
      expect(res.body.Items.find((row) => row.uid === 'onlyina')).toMatchObject({
        name: '김교사',
        phoneNumber: '010-1234-5678',
        role: '담임',
        position: '교사',
        description: '3학년 1반',
        type: 'user',
      });
    }
    const b = await t.call('getOrgMembers', { page: 1 }, { cookie: adminB });
    expect(b.body.organisation.orgId).toBe('schoolB');
    expect(b.body.Items.map((row) => row.uid)).toEqual(['admin1', 'user1', 'onlyinb']);
  });

  it('answers its own orgId, and another organisation’s exactly as a missing one', async () => {
    expect((await t.call('getOrgMembers', { orgId: 'schoolA', page: 1 }, { cookie: userA })).status).toBe(
      200,
    );
    const other = await t.call('getOrgMembers', { orgId: 'schoolB', page: 1 }, { cookie: userA });
    const missing = await t.call('getOrgMembers', { orgId: 'nosuch99', page: 1 }, { cookie: userA });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect(other.body.error?.code).toBe(300);
  });

  it('pages by 10 with hasNext', async () => {
    const org = await createOrganisation(t.database.db, 'pager01');
    for (let i = 1; i <= 10; i++) {
      await createMember(t.database.db, {
        scope: `org:${org.organisation.id}`,
        organisationId: org.organisation.id,
        uid: `pupil${String(i).padStart(2, '0')}`,
        type: 'user',
        email: '',
      });
    }
    const cookie = await login(t, 'user1', { orgId: 'pager01' });
    const first = await t.call('getOrgMembers', { page: 1 }, { cookie });
    expect(first.body.Items).toHaveLength(10);
    expect(first.body.hasNext).toBe(true);
    const second = await t.call('getOrgMembers', { page: 2 }, { cookie });
    expect(second.body).toMatchObject({ page: 2, hasNext: false });
    expect(second.body.Items.map((row) => row.uid)).toEqual(['pupil09', 'pupil10']);
  });

  it('is refused to a visitor (100) and to an individual member (403)', async () => {
    const visitor = await t.call('getOrgMembers', { page: 1 });
    expect([visitor.status, visitor.body.error?.code]).toEqual([401, 100]);
    const person = await t.call('getOrgMembers', { page: 1 }, { cookie: individual });
    expect([person.status, person.body.error?.code]).toEqual([403, 403]);
  });
});

describe('getOrgMember', () => {
  it('answers a user of the caller’s organisation by login id', async () => {
    const res = await t.call('getOrgMember', { SK: 'user1' }, { cookie: adminA });
    expect(res.body.Item).toMatchObject({ uid: 'user1', name: '교사', type: 'user' });
  });

  it('answers another organisation’s user, a missing one and a deleted one alike', async () => {
    await add(newUser('gone0001'));
    await remove('gone0001');
    const answers = await Promise.all(
      ['onlyinb', 'nobody99', 'gone0001', '../admin1'].map((SK) =>
        t.call('getOrgMember', { SK }, { cookie: userA }),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(answers[0]!.body);
    }
  });
});

describe('addOrgUserMember', () => {
  it('adds a user who must set an own password before the first session opens', async () => {
    const res = await add(newUser('newbie01'));
    expect(res.body).toEqual({ message: 'success', Item: { uid: 'newbie01' } });
    const [row] = await t.database.db.select().from(members).where(eq(members.uid, 'newbie01'));
    expect(row).toMatchObject({
      type: 'user',
      organisationId: schoolA.organisation.id,
      scope: `org:${schoolA.organisation.id}`,
      mustChangePassword: true,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const first = await orgLogin('schoolA', 'newbie01', INITIAL);
    expect(first.body).toEqual({ message: 'passwordChangeRequired' });
    expect(first.response.headers['set-cookie']).toBeUndefined();
    const changed = await orgLogin('schoolA', 'newbie01', INITIAL, OWN);
    expect(changed.body).toMatchObject({
      message: 'success',
      Item: { uid: 'newbie01', type: 'user', orgId: 'schoolA', mustChangePassword: false },
    });
    expect((await orgLogin('schoolA', 'newbie01', INITIAL)).body.error?.code).toBe(150);
    expect((await orgLogin('schoolA', 'newbie01', OWN)).body).toMatchObject({ message: 'success' });
  });

  it('needs only id, name and the password twice', async () => {
    const res = await add({ uid: 'minimal1', name: '최소', password: INITIAL, confirmPassword: INITIAL });
    expect(res.status).toBe(200);
    const member = await t.call('getOrgMember', { SK: 'minimal1' }, { cookie: adminA });
    expect(member.body.Item).toMatchObject({ email: '', phoneNumber: '', role: '', description: '' });
  });

  it('answers an id the organisation already uses, in any case, as a field error', async () => {
    for (const uid of ['user1', 'USER1', 'admin1']) {
      const res = await add(newUser(uid));
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 110, fields: { uid: 'org-users:v.uidTaken' } });
    }
    // the same id in another organisation is another account
    expect((await add(newUser('bside001'), adminB)).status).toBe(200);
    expect((await add(newUser('bside001'))).status).toBe(200);
  });

  it('checks the sign-up’s id and password rules and the confirmation', async () => {
    const res = await add(
      newUser('x!', { password: 'short', confirmPassword: 'other', email: 'not-mail', phoneNumber: '0101' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({
      uid: 'v.idPattern',
      password: 'v.passwordPattern',
      email: 'v.emailInvalid',
      phoneNumber: 'v.phonePattern',
      confirmPassword: 'v.passwordMismatch',
    });
    const blank = await add({ uid: '', name: ' ', password: '', confirmPassword: '' });
    expect(blank.body.error?.fields).toMatchObject({
      uid: 'v.idRequired',
      name: 'v.required',
      password: 'v.passwordRequired',
      confirmPassword: 'v.passwordConfirmRequired',
    });
  });

  it('is refused to a visitor (100), an individual and an organisation user (403)', async () => {
    const visitor = await t.call('addOrgUserMember', newUser('intrude1'));
    expect([visitor.status, visitor.body.error?.code]).toEqual([401, 100]);
    for (const cookie of [individual, userA]) {
      const res = await add(newUser('intrude1'), cookie);
      expect([res.status, res.body.error?.code]).toEqual([403, 403]);
    }
    expect(await t.database.db.select().from(members).where(eq(members.uid, 'intrude1'))).toEqual([]);
  });
});

describe('deleteOrgUserMember', () => {
  it('ends the user: no login, no session, personal data gone, orders kept, id not reused', async () => {
    await add(newUser('leaver01'));
    const cookie = (await orgLogin('schoolA', 'leaver01', INITIAL, OWN)).response.headers['set-cookie'];
    const leaver = String(Array.isArray(cookie) ? cookie[0] : cookie).split(';')[0]!;
    expect(await session(leaver)).toMatchObject({ uid: 'leaver01' });
    const [row] = await t.database.db.select().from(members).where(eq(members.uid, 'leaver01'));
    await t.database.db.insert(orders).values({
      sk: 'order-of-leaver',
      type: 'organisation',
      memberId: row!.id,
      organisationId: schoolA.organisation.id,
      name: '진단 검사',
      status: 'pending',
      totalPrice: 55_000,
      receiverEmail: 'leaver01@school.example.com',
      depositName: '학교',
      bankDate: '2024-01-02',
      idempotencyKey: 'leaver-order',
    });

    const res = await remove('leaver01');
    expect(res.body).toEqual({ message: 'success' });

    expect(await session(leaver)).toBeNull();
    const live = await t.database.db.select().from(sessions).where(eq(sessions.memberId, row!.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await orgLogin('schoolA', 'leaver01', OWN)).body.error?.code).toBe(190);

    const [gone] = await t.database.db.select().from(members).where(eq(members.id, row!.id));
    expect(gone).toMatchObject({
      uid: 'leaver01',
      passwordHash: null,
      name: '',
      email: '',
      phoneNumber: '',
      role: '',
      position: '',
      description: '',
    });
    expect(gone!.withdrawnAt).not.toBeNull();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sk, 'order-of-leaver'));
    expect(order!.memberId).toBe(row!.id);

    const list = await t.call('getOrgMembers', { page: 1 }, { cookie: adminA });
    expect(list.body.Items.map((r) => r.uid)).not.toContain('leaver01');
    expect((await add(newUser('leaver01'))).body.error?.fields).toEqual({ uid: 'org-users:v.uidTaken' });
    expect((await remove('leaver01')).body.error?.code).toBe(300);
  });

  it('never deletes the admin themself nor another admin', async () => {
    const self = await remove('admin1');
    expect(self.status).toBe(403);
    expect(self.body.error?.fields).toEqual({ uid: 'org-users:v.cannotDeleteSelf' });
    await createMember(t.database.db, {
      scope: `org:${schoolA.organisation.id}`,
      organisationId: schoolA.organisation.id,
      uid: 'admin2',
      type: 'admin',
      password: PASSWORD,
      email: '',
    });
    const other = await remove('admin2');
    expect(other.status).toBe(403);
    expect(other.body.error?.fields).toEqual({ uid: 'org-users:v.cannotDeleteAdmin' });
    await login(t, 'admin1', { orgId: 'schoolA' });
    await login(t, 'admin2', { orgId: 'schoolA' });
  });

  it('answers another organisation’s admin exactly as for a missing user', async () => {
    await add(newUser('keeper01'));
    const asOwnOrg = await remove('keeper01', adminB, 'schoolB');
    const asOtherOrg = await remove('keeper01', adminB, 'schoolA');
    const missing = await remove('nobody99', adminB, 'schoolB');
    for (const res of [asOwnOrg, asOtherOrg]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect((await orgLogin('schoolA', 'keeper01', INITIAL)).body).toEqual({
      message: 'passwordChangeRequired',
    });
  });

  it('is refused to a visitor (100), an individual and an organisation user (403)', async () => {
    await add(newUser('target01'));
    const visitor = await t.call('deleteOrgUserMember', { orgId: 'schoolA', uid: 'target01' });
    expect([visitor.status, visitor.body.error?.code]).toEqual([401, 100]);
    for (const cookie of [individual, userA]) {
      const res = await remove('target01', cookie);
      expect([res.status, res.body.error?.code]).toEqual([403, 403]);
    }
    const [row] = await t.database.db.select().from(members).where(eq(members.uid, 'target01'));
    expect(row!.withdrawnAt).toBeNull();
  });
});

describe('changeMemberPassword on the user management page', () => {
  it('changes an organisation user’s own password and ends their sessions', async () => {
    await add(newUser('changer1'));
    const opened = await orgLogin('schoolA', 'changer1', INITIAL, OWN);
    const cookie = String(opened.response.headers['set-cookie']).split(';')[0]!;
    const res = await t.call(
      'changeMemberPassword',
      { old_password: OWN, new_password: 'again789!', new_password_confirm: 'again789!' },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(await session(cookie)).toBeNull();
    expect((await orgLogin('schoolA', 'changer1', OWN)).body.error?.code).toBe(150);
    expect((await orgLogin('schoolA', 'changer1', 'again789!')).body).toMatchObject({ message: 'success' });
  });
});
