import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../ui/error-boundary';
import { LoadingState } from '../ui/states';
import { RootErrorPage } from './root-error-page';

/** The page area of a layout: loading state while its code arrives, error page if it fails. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<RootErrorPage />}>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
