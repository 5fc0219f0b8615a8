import { formatYmd, seoulToday } from '@putt/contract/dates';
import { FIXED_RETENTION } from '@putt/contract/retention';
import { and, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { eraseMember } from '../accounts/erase-member.js';
import type { Tx } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import { writeMail } from '../mail/outbox.js';
import { accountInactiveMail } from '../mail/templates/account-inactive.js';
import { yearsBefore } from './due-examinees.js';

const DAY_MS = 86_400_000;
const WARNING_MS = FIXED_RETENTION.inactivityWarningDays * DAY_MS;
// an account that never signed in counts from its creation
const lastUse = sql`coalesce(${members.lastSignInAt}, ${members.createdAt})`;

/**
 * Individual accounts (an organisation's users are the school's to manage) without a sign-in for
 * `years`: the owner is warned by e-mail `inactivityWarningDays` before, and the account is erased
 * once the period is over and the warning at least that old (a late warning never shortens the
 * notice). A sign-in in between lifts the warning (auth/sessions.ts). Answers the warned and
 * erased members' ids and the mails to dispatch.
 */
export async function applyInactivityRule(
  tx: Tx,
  { years, now, origin }: { years: number; now: Date; origin: string },
): Promise<{ warned: string[]; erased: string[]; mails: string[] }> {
  const deadline = yearsBefore(now, years);
  const live = and(isNull(members.organisationId), isNull(members.withdrawnAt));
  const toErase = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        live,
        lt(lastUse, deadline),
        isNotNull(members.inactivityWarnedAt),
        lte(members.inactivityWarnedAt, new Date(now.getTime() - WARNING_MS)),
      ),
    );
  for (const { id } of toErase) await eraseMember(tx, id);
  const toWarn = await tx
    .select({ id: members.id, uid: members.uid, email: members.email, lang: members.lang })
    .from(members)
    .where(
      and(live, lt(lastUse, new Date(deadline.getTime() + WARNING_MS)), isNull(members.inactivityWarnedAt)),
    );
  const mails: string[] = [];
  const eraseOn = formatYmd(seoulToday(new Date(now.getTime() + WARNING_MS)));
  for (const member of toWarn) {
    await tx.update(members).set({ inactivityWarnedAt: now }).where(eq(members.id, member.id));
    if (member.email) {
      const mail = accountInactiveMail(member.lang, { uid: member.uid, eraseOn, origin });
      mails.push(await writeMail(tx, member.email, mail));
    }
  }
  return { warned: toWarn.map((row) => row.id), erased: toErase.map((row) => row.id), mails };
}
