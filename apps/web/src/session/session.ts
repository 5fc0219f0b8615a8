import type { TSessionUser } from '@putt/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** Who is logged in, asked of the server on load (browser storage is never trusted for it). */
export const sessionQuery = queryOptions({
  queryKey: ['getSession'],
  queryFn: ({ signal }) => api.call('getSession', {}, { signal }).then((r) => r.Item),
  staleTime: 5 * 60_000,
});

export type SessionState =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'member'; user: TSessionUser; isOrgUser: boolean; isOrgAdmin: boolean };

/** Spec-1 §3 session state: logged in, organisation user (orgId present), organisation admin. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQuery);
  if (isPending) return { status: 'loading' };
  if (!data) return { status: 'visitor' };
  return { status: 'member', user: data, isOrgUser: Boolean(data.orgId), isOrgAdmin: data.type === 'admin' };
}

/**
 * The session for a decision (may this page open?): while a visitor's session is being checked
 * again (a prerendered page came with a visitor's; the member's is on its way), it is not known.
 */
export function useCheckedSession(): SessionState {
  const session = useSession();
  const { data, isFetching } = useQuery(sessionQuery);
  return session.status === 'visitor' && !data && isFetching ? { status: 'loading' } : session;
}
