import type { RouteDef } from '@putt/contract/routes';
import { useMatches } from 'react-router';
import type { RouteHandle } from './router';

/** The route-table entry of the page on screen (undefined on the 404 page). */
export function useCurrentRoute(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
