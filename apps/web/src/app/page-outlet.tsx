import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../ui/error-boundary';
import { LoadingState } from '../ui/states';
import { refreshPrerenderedData } from './prerender';
import { RootErrorPage } from './root-error-page';

/**
 * Marks the document once the page's code runs it (`<html data-ready>`): a prerendered page is
 * visible before that, but its buttons answer only after. Tests wait for it before they act.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    refreshPrerenderedData();
  }, []);
  return null;
}

/** The page area of a layout: loading state while its code arrives, error page if it fails. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<RootErrorPage />}>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
        <ReadyMark />
      </Suspense>
    </ErrorBoundary>
  );
}
