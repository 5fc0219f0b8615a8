import type { Input } from '@putt/contract/operations';

/**
 * The page's scope from its address: `?class=SK` one class, `?order=SK` an order's classes,
 * neither the whole organisation (a class wins when both are given: it is the narrower).
 */
export function scopeOfSearch(search: URLSearchParams): Input<'getSchoolResults'> {
  const project = search.get('class');
  if (project) return { scope: 'project', SK: project };
  const order = search.get('order');
  if (order) return { scope: 'order', SK: order };
  return { scope: 'organisation' };
}
