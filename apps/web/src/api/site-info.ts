import { skipToken, useQuery } from '@tanstack/react-query';
import { useHydrated } from '../ui/use-hydrated';
import { api, queryKeyOf } from './client';

/** What this server's staff set and public pages show: the company data, the retention periods. */
type ServerSetting = 'getSiteInfo' | 'getRetentionRules';

/**
 * A setting as this server shows it. A prerendered page was drawn by the build's throw-away
 * server, whose data are the demo's (decision 033): its snapshot leaves them out (prerender.ts),
 * and until the page has hydrated they read as still on their way (a key nothing fills, never
 * fetched), so no page's HTML carries them and hydration meets what the prerender drew.
 */
function useServerSetting<N extends ServerSetting>(name: N) {
  const hydrated = useHydrated();
  const key: readonly unknown[] = queryKeyOf(name);
  return useQuery({
    queryKey: hydrated ? key : [...key, 'later'],
    queryFn: hydrated
      ? ({ signal }) => api.call<N>(name, {} as Parameters<typeof api.call<N>>[1], { signal })
      : skipToken,
    staleTime: 10 * 60_000,
  });
}

export const useSiteInfo = () => useServerSetting('getSiteInfo');

/** The retention periods in force (decision 041), which the privacy policy states. */
export const useRetentionRules = () => useServerSetting('getRetentionRules');
