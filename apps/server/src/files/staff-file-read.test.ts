import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/back-office.js';
import { createIndividual, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { storeFile } from './store-file.js';

let t: TestApp;
let fileId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createIndividual(t.database.db, 'owner01');
  await createIndividual(t.database.db, 'other01');
  await createTestStaff(t.database.db, 'reader', 'operator');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const stored = await storeFile(t.database.db, t.files, {
    name: '성적표.pdf',
    bytes: pdf,
    owner: { memberId: owner.id },
  });
  fileId = stored.id;
});
afterAll(() => t.close());

const get = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/files/${fileId}`, headers: cookie ? { cookie } : {} });

describe('a private file read by staff', () => {
  it('is refused to another member and to a visitor, as if missing', async () => {
    expect((await get(await login(t, 'other01'))).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(404);
  });

  it('is served to staff and the read is in the audit log', async () => {
    const res = await get(await loginStaffCookie(t, 'reader'));
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, fileId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffLogin: 'reader',
      kind: 'view',
      targetType: 'file',
      action: 'downloadFile',
    });
  });

  it('is served to its owner without an audit row', async () => {
    const before = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, fileId));
    expect((await get(await login(t, 'owner01'))).statusCode).toBe(200);
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, fileId));
    expect(after).toHaveLength(before.length);
  });
});
