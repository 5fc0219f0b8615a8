import { createMember } from '../accounts/create-member.js';
import type { DbOrTx } from '../db/client.js';
import { organisations } from '../db/schema/accounts.js';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'abcd123!';

export function createIndividual(db: DbOrTx, uid: string, extra: { email?: string; name?: string } = {}) {
  return createMember(db, {
    scope: 'custom',
    uid,
    type: 'custom',
    password: PASSWORD,
    email: extra.email ?? `${uid}@example.com`,
    name: extra.name ?? '',
  });
}

/** An organisation with an admin `admin1` and a user `user1`. */
export async function createOrganisation(db: DbOrTx, orgId: string) {
  const [organisation] = await db
    .insert(organisations)
    .values({
      orgId,
      name: `${orgId} 학교`,
      president: '김교장',
      type: 'middle',
      email: `${orgId}@example.com`,
    })
    .returning();
  const base = { scope: `org:${organisation!.id}`, organisationId: organisation!.id, password: PASSWORD };
  const admin = await createMember(db, {
    ...base,
    uid: 'admin1',
    type: 'admin',
    email: 'admin@example.com',
    name: '관리자',
  });
  const user = await createMember(db, {
    ...base,
    uid: 'user1',
    type: 'user',
    email: 'user@example.com',
    name: '교사',
  });
  return { organisation: organisation!, admin, user };
}

/** Logs in through the API and answers the session cookie to send with later calls. */
export async function login(
  t: TestApp,
  uid: string,
  options: { orgId?: string; password?: string } = {},
): Promise<string> {
  const password = options.password ?? PASSWORD;
  const res = options.orgId
    ? await t.call('loginUser', { loginType: 'org', loginData: { orgId: options.orgId, uid, password } })
    : await t.call('loginUser', { loginType: 'custom', loginData: { uid, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return cookieOf(res.response.headers['set-cookie']);
}

export function cookieOf(header: string | string[] | undefined): string {
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error('no cookie set');
  return first.split(';')[0]!;
}
