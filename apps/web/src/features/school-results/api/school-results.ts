import type { Input } from '@putt/contract/operations';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

/** The released results of a class, an order or the organisation (getSchoolResults). */
export function useSchoolResults(input: Input<'getSchoolResults'>) {
  return useQuery({
    queryKey: queryKeyOf('getSchoolResults', input),
    queryFn: ({ signal }) => api.call('getSchoolResults', input, { signal }),
  });
}
