/**
 * The frame of a back-office detail page: one record read by `useAdminQuery`, shown once loaded; while
 * it loads the loading state, and when it cannot be read the page's heading, the failure (a missing
 * record said as such) with a retry, and the way back to its list. The page renders only the record.
 */
import { Button } from '@mantine/core';
import { type AdminRouteKey, adminPath } from '@putt/contract/admin-routes';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { ErrorState, LoadingState } from '../../../ui/states';
import { AdminPage } from './admin-page';

/** What the frame reads of a `useAdminQuery` result (a test gives it a plain object). */
export type AdminDetailQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
};

// a missing record (the id mistyped, or the record deleted since the list was read) gets its own words:
// a retry cannot bring it back, the list can
const notFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === ErrorCode.NOT_FOUND);

/**
 * The way back to a detail page's list. A button to the eye, so it sits with the page's other
 * actions, but a link to screen readers and to the browser (opens in a new tab, shows its address).
 */
export function AdminBackLink({ list }: { list: AdminRouteKey }) {
  const { t } = useTranslation('admin');
  return (
    <Button component={Link} to={adminPath(list)} variant="default">
      {t('admin:back')}
    </Button>
  );
}

export function AdminDetail<T>({
  query,
  title,
  list,
  loadFailed,
  notFound: notFoundKey,
  children,
}: {
  query: AdminDetailQuery<T>;
  /** the heading while the record cannot be shown (the loaded page names the record in its own) */
  title: string;
  /** the list the back link returns to */
  list: AdminRouteKey;
  /** i18n key (with its namespace) of the failure, said when the server gives no reason of its own */
  loadFailed: string;
  /** i18n key (with its namespace) said for a record that does not exist; without it the server's reason */
  notFound?: string;
  /** the loaded page; `back` is the link to the list, to place among its actions */
  children: (data: T, back: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const back = <AdminBackLink list={list} />;
  if (query.isPending) return <LoadingState />;
  if (query.error || query.data === undefined) {
    const message =
      notFoundKey && notFound(query.error) ? t(notFoundKey) : errorMessage(query.error, t, loadFailed);
    return (
      <AdminPage title={title} actions={back}>
        <ErrorState message={message} onRetry={() => void query.refetch()} />
      </AdminPage>
    );
  }
  return children(query.data, back);
}
