import { ORG_USER_PAGE_SIZE, type TOrgInfo, type TOrgUser } from '@putt/contract/org-users';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageWindow } from '../../db/paging.js';
import { members } from '../../db/schema/accounts.js';
import { callerOrganisation } from './find-org-user.js';
import type { OrgCaller } from './org-caller.js';
import { toOrgInfo, toOrgUser } from './org-user-row.js';

type OrgMembersPage = { organisation: TOrgInfo; Items: TOrgUser[]; page: number; hasNext: boolean };

/**
 * The caller's organisation and one page of its current users (deleted ones are gone from the
 * list): admins first, then in the order they were added.
 */
export async function listOrgUsers(
  db: DbOrTx,
  caller: OrgCaller,
  { orgId, page }: { orgId?: string; page: number },
): Promise<OrgMembersPage> {
  const organisation = await callerOrganisation(db, caller, orgId);
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.organisationId, organisation.id), isNull(members.withdrawnAt)))
    .orderBy(asc(sql`${members.type} <> 'admin'`), asc(members.createdAt), asc(members.uid))
    .limit(ORG_USER_PAGE_SIZE + 1)
    .offset(pageWindow(page, ORG_USER_PAGE_SIZE).offset);
  return {
    organisation: toOrgInfo(organisation),
    Items: rows.slice(0, ORG_USER_PAGE_SIZE).map(toOrgUser),
    page,
    hasNext: rows.length > ORG_USER_PAGE_SIZE,
  };
}
