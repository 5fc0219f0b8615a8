import { routes, type RouteDef } from '@putt/contract/routes';

/**
 * The public content pages of the catalogue issue (spec-1 §2, spec-2 §2 company pages): the home
 * page, introduction, guides, tests, coaching, Activity, expert, price pages, company pages and the
 * privacy policy. Each must show real content, on a desktop and on a phone.
 */
const contentKey =
  /^(home|intro|guide|testing|coaching|activity|expert|cert$|orgHub$|orgPrice|personalPrice|about|privacy$)/;

export const contentRoutes: RouteDef[] = routes.filter(
  (route) => contentKey.test(route.key) && route.key !== 'homeAlias',
);
