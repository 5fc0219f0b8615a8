import { eq } from 'drizzle-orm';
import { createMember } from '../accounts/create-member.js';
import type { DbOrTx } from '../db/client.js';
import { organisations, staff } from '../db/schema/accounts.js';
import { createStaff } from '../staff/create-staff.js';

/**
 * Demo logins for trying the system (README): one individual member, one organisation with an
 * admin and a user, a second organisation with an admin (what one organisation must not see of
 * another is tried with the two), one staff admin and one counsellor. Fixed passwords, so switch the demo seed off in production
 * (SEED_DEMO=false). Answers the lines to print when they were created now.
 */
export const demoLogins = {
  member: { uid: 'demo1234', password: 'demo1234!' },
  organisation: { orgId: 'demoschool', admin: 'orgadmin', user: 'orguser', password: 'demo1234!' },
  otherOrganisation: { orgId: 'demohigh', admin: 'highadmin', password: 'demo1234!' },
  staff: { staffId: 'staffadmin', password: 'demo1234!' },
  /** a counsellor who completed the beginner course (issue 25) */
  counsellor: { staffId: 'staffcounsel', password: 'demo1234!' },
};

/** The demo counsellor, also added to a demo database seeded before counsellors existed. */
async function seedDemoCounsellor(db: DbOrTx): Promise<string[]> {
  const { counsellor } = demoLogins;
  const [existing] = await db.select().from(staff).where(eq(staff.staffId, counsellor.staffId));
  if (existing) return [];
  await createStaff(db, { ...counsellor, role: 'counsellor', name: '김상담', expertCourse: 'beginner' });
  return [`  counsellor (/Admin) id ${counsellor.staffId} / ${counsellor.password}`];
}

export async function seedDemoAccounts(db: DbOrTx): Promise<string[]> {
  const counsellorLine = await seedDemoCounsellor(db);
  const [existing] = await db.select().from(staff).where(eq(staff.staffId, demoLogins.staff.staffId));
  if (existing) return counsellorLine;
  const { member, organisation: org } = demoLogins;
  await createStaff(db, {
    staffId: demoLogins.staff.staffId,
    password: demoLogins.staff.password,
    role: 'admin',
    name: '운영 관리자',
  });
  await createMember(db, {
    scope: 'custom',
    uid: member.uid,
    type: 'custom',
    password: member.password,
    name: '김데모',
    email: 'demo-member@example.com',
  });
  const school = await createDemoOrganisation(db, {
    orgId: org.orgId,
    name: '데모중학교',
    president: '박교장',
    type: 'middle',
    dept: '교무부',
    deptPersonName: '이담당',
    deptPersonPhoneNumber: '010-0000-0000',
    phoneNumber: '042-000-0002',
    email: 'demo-school@example.com',
  });
  const base = { scope: `org:${school.id}`, organisationId: school.id, password: org.password };
  await createMember(db, {
    ...base,
    uid: org.admin,
    type: 'admin',
    name: '기관 관리자',
    email: 'demo-admin@example.com',
  });
  await createMember(db, {
    ...base,
    uid: org.user,
    type: 'user',
    name: '담임 교사',
    email: 'demo-teacher@example.com',
  });
  const other = demoLogins.otherOrganisation;
  const high = await createDemoOrganisation(db, {
    orgId: other.orgId,
    name: '데모고등학교',
    president: '최교장',
    type: 'high',
    dept: '진로진학부',
    deptPersonName: '정담당',
    deptPersonPhoneNumber: '010-0000-0001',
    phoneNumber: '042-000-0003',
    email: 'demo-high@example.com',
  });
  await createMember(db, {
    scope: `org:${high.id}`,
    organisationId: high.id,
    password: other.password,
    uid: other.admin,
    type: 'admin',
    name: '고등학교 관리자',
    email: 'demo-high-admin@example.com',
  });
  return [
    'Demo logins (SEED_DEMO=false turns the demo seed off):',
    `  individual member   id ${member.uid} / ${member.password}`,
    `  organisation        org id ${org.orgId}, admin ${org.admin} or user ${org.user} / ${org.password}`,
    `  second organisation org id ${demoLogins.otherOrganisation.orgId}, admin ${demoLogins.otherOrganisation.admin} / ${demoLogins.otherOrganisation.password}`,
    `  staff (/Admin)      id ${demoLogins.staff.staffId} / ${demoLogins.staff.password}`,
    ...counsellorLine,
  ];
}

async function createDemoOrganisation(db: DbOrTx, values: typeof organisations.$inferInsert) {
  const [organisation] = await db.insert(organisations).values(values).returning();
  return organisation!;
}
