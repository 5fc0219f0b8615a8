import type { Output } from '@putt/contract/operations';
import type { TOrgOrderRow } from '@putt/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../api/client';

type Answer = Output<'getMyOrders'>;
export type OrgOrderPage = Omit<Answer, 'Items'> & { Items: TOrgOrderRow[] };

/** An organisation's answer holds organisation rows only; the contract's union says so by `kind`. */
const organisationRows = (answer: Answer): OrgOrderPage => ({
  ...answer,
  Items: answer.Items.filter((row): row is TOrgOrderRow => 'kind' in row),
});

/**
 * One page of the organisation's orders, searched by title: every application (`quotation`, the
 * request list) or the orders staff approved (the diagnostic and purchase lists). The page shown
 * stays while the next loads.
 */
export function useOrgOrders({
  subType,
  page,
  searchValue,
}: {
  subType?: 'quotation';
  page: number;
  searchValue: string;
}) {
  const input = {
    type: 'organisation',
    ...(subType ? { subType } : {}),
    page,
    searchKey: 'title',
    searchValue,
  } as const;
  return useQuery({
    queryKey: queryKeyOf('getMyOrders', input),
    queryFn: ({ signal }) => api.call('getMyOrders', input, { signal }),
    select: organisationRows,
    placeholderData: keepPreviousData,
  });
}

/** One order of the organisation with its lines, contact, payment and documents (another's answers as missing). */
export function useOrgOrder(SK: string) {
  return useQuery({
    queryKey: queryKeyOf('getOrder', { SK }),
    queryFn: ({ signal }) => api.call('getOrder', { SK }, { signal }),
  });
}

/** The trainees staff seated against one of the organisation's expert orders, with their results. */
export function useOrderTrainees(SK: string) {
  return useQuery({
    queryKey: queryKeyOf('getOrderTrainees', { SK }),
    queryFn: ({ signal }) => api.call('getOrderTrainees', { SK }, { signal }),
  });
}
