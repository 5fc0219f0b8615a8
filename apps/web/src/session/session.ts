import type { TSessionUser } from '@putt/contract/auth';
import type { accessSets } from '@putt/contract/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../api/client';

/**
 * A prerendered page comes with the build's visitor session (app/prerender.ts), which stands until
 * the page has hydrated and the server has been asked.
 */
let fromSnapshot = false;

/** The session in the cache is a prerendered page's, not yet the server's answer. */
export function markSessionFromSnapshot(): void {
  fromSnapshot = true;
}

/** Who is logged in, asked of the server on load (browser storage is never trusted for it). */
export const sessionQuery = queryOptions({
  queryKey: queryKeyOf('getSession'),
  queryFn: async ({ signal }) => {
    const { Item } = await api.call('getSession', {}, { signal });
    fromSnapshot = false;
    return Item;
  },
  staleTime: 5 * 60_000,
});

/** The role of a signed-in member, in the vocabulary the server's operations use (roles.ts). */
export type MemberRole = (typeof accessSets.signedIn)[number];

export type SessionState =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'signedIn'; user: TSessionUser; role: MemberRole };

/** Spec-1 §3: an organisation's account carries its orgId, its admin the type `admin`. */
export function roleOf(user: Pick<TSessionUser, 'orgId' | 'type'>): MemberRole {
  if (!user.orgId) return 'individual';
  return user.type === 'admin' ? 'orgAdmin' : 'orgUser';
}

/** Spec-1 §3 session state: signed in or not, and as whom. */
export function useSession(): SessionState {
  return sessionState(useQuery(sessionQuery));
}

function sessionState({
  data,
  isPending,
}: {
  data: TSessionUser | null | undefined;
  isPending: boolean;
}): SessionState {
  if (isPending) return { status: 'loading' };
  if (!data) return { status: 'visitor' };
  return { status: 'signedIn', user: data, role: roleOf(data) };
}

/**
 * The session for a decision (may this page open?): while a visitor's session is a prerendered
 * page's or being checked again (the member's may be on its way), it is not known.
 */
export function useCheckedSession(): SessionState {
  const query = useQuery(sessionQuery);
  const session = sessionState(query);
  return session.status === 'visitor' && (query.isFetching || fromSnapshot) ? { status: 'loading' } : session;
}
