import { NAME_MAX } from '@putt/contract/validators';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import type { SocialProvider } from './providers.js';

type MemberRow = typeof members.$inferSelect;

/** Who the provider says signed in: `sub` is its stable id, the rest is profile data. */
export type SocialIdentity = { provider: SocialProvider; sub: string; name: string; email: string };

export type SocialMemberResult =
  { ok: true; member: MemberRow; created: boolean } | { ok: false; reason: 'locked' | 'withdrawn' };

/**
 * The member of a social identity: the first sign-in joins (scope = provider, uid = sub), later
 * ones find the same row. Profile data is taken only on joining: afterwards it is the member's to
 * edit. A locked or withdrawn member is refused (a withdrawn sub cannot join again, as a withdrawn
 * custom id cannot be taken again).
 */
export async function findOrCreateSocialMember(
  db: Db,
  identity: SocialIdentity,
): Promise<SocialMemberResult> {
  return db.transaction(async (tx) => {
    const where = and(eq(members.scope, identity.provider), eq(members.uid, identity.sub));
    let created = false;
    let [member] = await tx.select().from(members).where(where);
    if (!member) {
      // Two first sign-ins at once: the unique (scope, uid) index lets one insert win, and the
      // other reads that row instead of failing.
      [member] = await tx
        .insert(members)
        .values({
          scope: identity.provider,
          uid: identity.sub,
          type: identity.provider,
          // the member form allows NAME_MAX characters; a longer provider name would not validate there
          name: identity.name.trim().slice(0, NAME_MAX),
          email: identity.email.trim(),
        })
        .onConflictDoNothing({ target: [members.scope, members.uid] })
        .returning();
      created = Boolean(member);
      member ??= (await tx.select().from(members).where(where))[0];
    }
    if (!member) throw new Error('social member vanished between insert and select');
    if (member.withdrawnAt) return { ok: false, reason: 'withdrawn' };
    if (member.lockedAt) return { ok: false, reason: 'locked' };
    return { ok: true, member, created };
  });
}
