import type { TSessionUser } from '@putt/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

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
  queryKey: ['getSession'],
  queryFn: async ({ signal }) => {
    const { Item } = await api.call('getSession', {}, { signal });
    fromSnapshot = false;
    return Item;
  },
  staleTime: 5 * 60_000,
});

export type SessionState =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'member'; user: TSessionUser; isOrgUser: boolean; isOrgAdmin: boolean };

/** Spec-1 §3 session state: logged in, organisation user (orgId present), organisation admin. */
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
  return { status: 'member', user: data, isOrgUser: Boolean(data.orgId), isOrgAdmin: data.type === 'admin' };
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
