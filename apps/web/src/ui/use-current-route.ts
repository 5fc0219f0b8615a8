import { matchRoute, type RouteDef } from '@putt/contract/routes';
import { useLocation } from 'react-router';

/** The route-table entry of the page on screen (undefined on the 404 page). */
export function useCurrentRoute(): RouteDef | undefined {
  return matchRoute(useLocation().pathname);
}
