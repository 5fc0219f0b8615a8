import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { sessionQuery } from '../../../session/session';

/**
 * Logout, as a plain call rather than a mutation: the header offers it on every page, and the
 * mutation machinery then loads only with the pages that edit something (DESIGN.md first-load budget).
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    // a read still on its way would reach the server after the session ended and be refused
    await queryClient.cancelQueries();
    await api.call('logoutUser', {});
    // Everything cached belonged to the member who left. The session query itself stays, emptied,
    // so the header watching it redraws at once (a cleared cache would leave it on a dropped query).
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
    queryClient.getMutationCache().clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
  };
}
