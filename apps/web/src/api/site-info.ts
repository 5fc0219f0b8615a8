import { skipToken, useQuery } from '@tanstack/react-query';
import { useHydrated } from '../ui/use-hydrated';
import { api, queryKeyOf } from './client';

const key: readonly unknown[] = queryKeyOf('getSiteInfo');

/**
 * The company data as this server shows them. A prerendered page was drawn by the build's
 * throw-away server, whose data are the demo's (decision 033): its snapshot leaves them out
 * (prerender.ts), and until the page has hydrated they read as still on their way (a key nothing
 * fills, never fetched), so no page's HTML carries them and hydration meets what the prerender drew.
 */
export function useSiteInfo() {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: hydrated ? key : [...key, 'later'],
    queryFn: hydrated ? ({ signal }) => api.call('getSiteInfo', {}, { signal }) : skipToken,
    staleTime: 10 * 60_000,
  });
}
