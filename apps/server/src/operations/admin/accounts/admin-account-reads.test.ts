import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../accounts/create-member.js';
import { withdrawMember } from '../../../accounts/withdraw-member.js';
import { members, organisations } from '../../../db/schema/accounts.js';
import { auditLog } from '../../../db/schema/back-office.js';
import { orders } from '../../../db/schema/orders.js';
import { createIndividual, createOrganisation, login } from '../../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../../testing/staff.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let cookie: string;
let org: Awaited<ReturnType<typeof createOrganisation>>;
let ids: Record<'kim' | 'lee' | 'gone' | 'social', string>;
const db = () => t.database.db;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

function order(
  sk: string,
  memberId: string,
  minutes: number,
  extra: Partial<typeof orders.$inferInsert> = {},
): typeof orders.$inferInsert {
  return {
    sk,
    type: 'individual',
    memberId,
    name: `주문 ${sk}`,
    status: 'pending',
    totalPrice: 30_000,
    receiverEmail: 'r@example.com',
    depositName: '입금자',
    bankDate: '2026-11-20',
    idempotencyKey: sk,
    createdAt: minutesAgo(minutes),
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await createTestStaff(db(), 'clerk', 'operator');
  cookie = await loginStaffCookie(t, 'clerk');

  org = await createOrganisation(db(), 'hanbit');
  await db()
    .update(organisations)
    .set({ deptPersonName: '이담당', type: 'elementary', createdAt: minutesAgo(50) })
    .where(eq(organisations.id, org.organisation.id));
  const other = await createOrganisation(db(), 'saebit');
  await db()
    .update(organisations)
    .set({ name: '새빛고등학교', type: 'high', email: 'office@saebit.example', createdAt: minutesAgo(40) })
    .where(eq(organisations.id, other.organisation.id));

  const kim = await createIndividual(db(), 'kimcs', { name: '김철수', email: 'kim@example.com' });
  await db().update(members).set({ phoneNumber: '010-1234-5678' }).where(eq(members.id, kim.id));
  const lee = await createIndividual(db(), 'leeyh', { name: '이영희', email: 'lee@example.com' });
  await db().update(members).set({ lockedAt: new Date() }).where(eq(members.id, lee.id));
  const gone = await createIndividual(db(), 'goneuser', { name: '탈퇴자', email: 'gone@example.com' });
  const social = await createMember(db(), {
    scope: 'kakao',
    uid: 'kakao-42',
    type: 'kakao',
    email: 'kakao@example.com',
    name: '카카오',
  });
  ids = { kim: kim.id, lee: lee.id, gone: gone.id, social: social.id };

  await db()
    .insert(orders)
    .values([
      order('sk-kim-1', kim.id, 30, { status: 'approved', totalPrice: 45_000 }),
      order('sk-kim-2', kim.id, 10),
      order('sk-gone-1', gone.id, 20),
      order('sk-org-1', org.admin.id, 5, {
        type: 'organisation',
        organisationId: org.organisation.id,
        totalPrice: 900_000,
      }),
    ]);
  await withdrawMember(db(), gone.id);
});
afterAll(() => t.close());

const viewsOf = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

describe('adminListOrganisations', () => {
  it('lists organisations newest first with their member counts', async () => {
    const res = await t.call('adminListOrganisations', {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((o) => o.orgId)).toEqual(['saebit', 'hanbit']);
    expect(res.body.items[1]).toEqual({
      id: org.organisation.id,
      orgId: 'hanbit',
      name: 'hanbit 학교',
      type: 'elementary',
      deptPersonName: '이담당',
      email: 'hanbit@example.com',
      memberCount: 2,
      created: expect.any(Number),
    });
  });

  it('filters by type and searches name, id, e-mail and contact person; each call is a view row', async () => {
    const search = async (input: { q?: string; type?: 'high' | 'middle' | '' }) =>
      (await t.call('adminListOrganisations', input, { cookie })).body.items.map((o) => o.orgId);
    expect(await search({ type: 'high' })).toEqual(['saebit']);
    expect(await search({ type: 'middle' })).toEqual([]);
    expect(await search({ q: '새빛고' })).toEqual(['saebit']);
    expect(await search({ q: 'HANBIT' })).toEqual(['hanbit']);
    expect(await search({ q: 'office@' })).toEqual(['saebit']);
    expect(await search({ q: '이담당' })).toEqual(['hanbit']);
    expect(await search({ q: '100%' })).toEqual([]);

    const views = await viewsOf('adminListOrganisations');
    expect(views).toHaveLength(8);
    expect(views.find((v) => (v.detail as { q: string }).q === '이담당')).toMatchObject({
      kind: 'view',
      staffLogin: 'clerk',
      targetType: 'organisation',
      detail: { q: '이담당', filters: { type: '' }, count: 1 },
    });
  });
});

describe('adminGetOrganisation', () => {
  it('shows the organisation, its members (admins first) and its orders, recording the view', async () => {
    const res = await t.call('adminGetOrganisation', { id: org.organisation.id }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ orgId: 'hanbit', president: '김교장', deptPersonName: '이담당' });
    expect(res.body.members).toEqual([
      {
        id: org.admin.id,
        uid: 'admin1',
        name: '관리자',
        type: 'admin',
        email: 'admin@example.com',
        phoneNumber: '',
        locked: false,
        created: expect.any(Number),
      },
      expect.objectContaining({ uid: 'user1', type: 'user' }),
    ]);
    expect(res.body.orders).toEqual({
      total: 1,
      recent: [
        {
          SK: 'sk-org-1',
          name: '주문 sk-org-1',
          status: 'pending',
          totalPrice: 900_000,
          created: expect.any(Number),
        },
      ],
    });
    const [view] = await db().select().from(auditLog).where(eq(auditLog.targetId, org.organisation.id));
    expect(view).toMatchObject({
      kind: 'view',
      action: 'adminGetOrganisation',
      targetType: 'organisation',
      subject: 'hanbit 학교 (hanbit)',
    });
  });

  it('answers NOT_FOUND for an unknown or malformed id, and records no view', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.call('adminGetOrganisation', { id }, { cookie });
      expect(res.body.error?.code).toBe(300);
    }
    expect(await viewsOf('adminGetOrganisation')).toHaveLength(1);
  });
});

describe('adminListMembers', () => {
  const list = async (input: {
    q?: string;
    kind?: 'individual' | 'organisation' | '';
    state?: 'active' | 'locked' | 'withdrawn' | '';
  }) => (await t.call('adminListMembers', input, { cookie })).body.items.map((m) => m.uid);

  it('lists every member newest first with organisation, lock and withdrawal', async () => {
    const res = await t.call('adminListMembers', {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(8);
    expect(res.body.items.find((m) => m.uid === 'user1' && m.organisationName === 'hanbit 학교')).toEqual({
      id: org.user.id,
      uid: 'user1',
      type: 'user',
      name: '교사',
      email: 'user@example.com',
      organisationName: 'hanbit 학교',
      locked: false,
      withdrawn: false,
      created: expect.any(Number),
    });
    expect(res.body.items.find((m) => m.uid === 'leeyh')).toMatchObject({ locked: true, withdrawn: false });
    // personal data was removed at withdrawal: the id is what is left
    expect(res.body.items.find((m) => m.uid === 'goneuser')).toMatchObject({
      name: '',
      email: '',
      withdrawn: true,
    });
  });

  it('filters by kind and state', async () => {
    expect((await list({ kind: 'individual' })).sort()).toEqual(['goneuser', 'kakao-42', 'kimcs', 'leeyh']);
    expect(await list({ kind: 'organisation' })).toHaveLength(4);
    expect(await list({ state: 'locked' })).toEqual(['leeyh']);
    expect(await list({ state: 'withdrawn' })).toEqual(['goneuser']);
    expect((await list({ state: 'active', kind: 'individual' })).sort()).toEqual(['kakao-42', 'kimcs']);
  });

  it('searches id, name, e-mail and phone (with or without hyphens), recording each call', async () => {
    expect(await list({ q: 'KIMCS' })).toEqual(['kimcs']);
    expect(await list({ q: '이영' })).toEqual(['leeyh']);
    expect(await list({ q: 'kakao@' })).toEqual(['kakao-42']);
    expect(await list({ q: '1234-5678' })).toEqual(['kimcs']);
    expect(await list({ q: '01012345678' })).toEqual(['kimcs']);
    expect(await list({ q: '탈퇴자' })).toEqual([]);
    expect(await list({ q: '_' })).toEqual([]);

    const views = await viewsOf('adminListMembers');
    expect(views).toHaveLength(13);
    expect(views.find((v) => (v.detail as { q: string }).q === '01012345678')).toMatchObject({
      kind: 'view',
      targetType: 'member',
      detail: { q: '01012345678', filters: { kind: '', state: '' }, count: 1 },
    });
  });
});

describe('adminGetMember', () => {
  it('shows a member with their orders, newest first, and records the view', async () => {
    const res = await t.call('adminGetMember', { id: ids.kim }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: 'kimcs',
      type: 'custom',
      name: '김철수',
      email: 'kim@example.com',
      phoneNumber: '010-1234-5678',
      organisation: null,
      lockedAt: null,
      withdrawnAt: null,
      mustChangePassword: false,
    });
    expect(res.body.orders.total).toBe(2);
    expect(res.body.orders.recent.map((o) => [o.SK, o.status])).toEqual([
      ['sk-kim-2', 'pending'],
      ['sk-kim-1', 'approved'],
    ]);
    const [view] = await db().select().from(auditLog).where(eq(auditLog.targetId, ids.kim));
    expect(view).toMatchObject({ kind: 'view', action: 'adminGetMember', subject: '김철수 (kimcs)' });
  });

  it('shows an organisation member with their organisation', async () => {
    const res = await t.call('adminGetMember', { id: org.admin.id }, { cookie });
    expect(res.body.organisation).toEqual({ id: org.organisation.id, orgId: 'hanbit', name: 'hanbit 학교' });
    expect(res.body.type).toBe('admin');
  });

  it('shows what is left of a withdrawn member: the id and the orders kept for accounting', async () => {
    const res = await t.call('adminGetMember', { id: ids.gone }, { cookie });
    expect(res.body).toMatchObject({ uid: 'goneuser', name: '', email: '', phoneNumber: '' });
    expect(res.body.withdrawnAt).toEqual(expect.any(Number));
    expect(res.body.orders.recent.map((o) => o.SK)).toEqual(['sk-gone-1']);
    const [view] = await db().select().from(auditLog).where(eq(auditLog.targetId, ids.gone));
    expect(view?.subject).toBe('goneuser');
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const res = await t.call('adminGetMember', { id: '00000000-0000-4000-8000-000000000000' }, { cookie });
    expect(res.body.error?.code).toBe(300);
  });

  it('is refused to a member cookie', async () => {
    const memberCookie = await login(t, 'kimcs');
    const res = await t.call('adminGetMember', { id: ids.kim }, { cookie: memberCookie });
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe(100);
  });
});
