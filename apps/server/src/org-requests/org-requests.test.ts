import { eq } from 'drizzle-orm';
import type { TOrgRequest } from '@putt/contract/org-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationRequests } from '../db/schema/org-requests.js';
import { createOrganisation } from '../testing/members.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // behind a declared proxy, so each test can call from its own address (X-Forwarded-For)
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  await createOrganisation(t.database.db, 'hanbit');
});
afterAll(() => t.close());

const valid: TOrgRequest = {
  uid: 'newschool',
  name: '새빛고등학교',
  president: '이교장',
  address: { postCode: '34126', address: '대전광역시 유성구 대학로 99 (궁동)', addressDetail: '' },
  dept: '진로진학부',
  deptPersonName: '박담당',
  deptPersonPhoneNumber: '010-2345-6789',
  email: 'career@school.example',
  phoneNumber: '042-123-4567',
  description: '',
  type: 'high',
};

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('checkOrgId', () => {
  it('is false for a free id and true for a registered organisation, in any case', async () => {
    expect((await t.call('checkOrgId', { id: 'freeid' }, from('10.1.0.1'))).body.data).toBe(false);
    expect((await t.call('checkOrgId', { id: 'hanbit' }, from('10.1.0.1'))).body.data).toBe(true);
    expect((await t.call('checkOrgId', { id: 'HanBit' }, from('10.1.0.1'))).body.data).toBe(true);
    expect((await t.call('checkOrgId', { id: '한글' }, from('10.1.0.1'))).body.error?.fields?.id).toBe(
      'v.idPattern',
    );
  });

  it('is rate-limited per address', async () => {
    for (let i = 0; i < 60; i++) await t.call('checkOrgId', { id: 'freeid' }, from('10.1.0.9'));
    expect((await t.call('checkOrgId', { id: 'freeid' }, from('10.1.0.9'))).status).toBe(429);
  });
});

describe('createOrganizationRequest', () => {
  it('keeps a pending request that holds its id until staff decide', async () => {
    const res = await t.call('createOrganizationRequest', valid, from('10.1.1.1'));
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(organisationRequests)
      .where(eq(organisationRequests.uid, 'newschool'));
    expect(row).toMatchObject({ status: 'pending', type: 'high', address: valid.address!.address });
    expect((await t.call('checkOrgId', { id: 'newschool' }, from('10.1.1.1'))).body.data).toBe(true);
    const twice = await t.call('createOrganizationRequest', valid, from('10.1.1.1'));
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: 110, fields: { uid: 'v.orgIdTaken' } });
    const registered = await t.call(
      'createOrganizationRequest',
      { ...valid, uid: 'hanbit' },
      from('10.1.1.1'),
    );
    expect(registered.body.error?.code).toBe(110);
  });

  it('answers each rule of spec-2 §5 with its message', async () => {
    const cases: [Partial<Record<keyof TOrgRequest, unknown>>, string, string][] = [
      [{ uid: '' }, 'uid', 'v.idRequired'],
      [{ name: '' }, 'name', 'v.required'],
      [{ president: '' }, 'president', 'v.required'],
      [{ dept: '' }, 'dept', 'v.required'],
      [{ deptPersonName: '' }, 'deptPersonName', 'v.required'],
      [{ deptPersonPhoneNumber: '' }, 'deptPersonPhoneNumber', 'v.required'],
      [{ email: 'x@' }, 'email', 'v.emailInvalid'],
      [{ phoneNumber: '0421234567' }, 'phoneNumber', 'v.phonePattern'],
      [{ phoneNumber: '042-12-4567' }, 'phoneNumber', 'v.phonePattern'],
      [{ type: 'kindergarten' }, 'type', 'v.orgTypeRequired'],
    ];
    for (const [change, field, key] of cases) {
      const res = await t.call(
        'createOrganizationRequest',
        { ...valid, uid: 'another1', ...change } as TOrgRequest,
        from('10.1.2.1'),
      );
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[field], field).toBe(key);
    }
    const { address: _a, description: _d, ...minimal } = valid;
    expect(
      (await t.call('createOrganizationRequest', { ...minimal, uid: 'another2' }, from('10.1.2.2'))).status,
    ).toBe(200);
  });
});
