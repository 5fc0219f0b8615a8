import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

export const myExamineesQuery = queryOptions({
  queryKey: queryKeyOf('getMyExaminees'),
  queryFn: ({ signal }) => api.call('getMyExaminees', {}, { signal }),
});

/** The examinees of the member's earlier applications, asked for when the picker opens. */
export const useMyExaminees = (enabled: boolean) => useQuery({ ...myExamineesQuery, enabled });
