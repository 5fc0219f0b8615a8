import { routes } from '@putt/contract/routes';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '../ui/states';
import { AccessGate } from './access-gate';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { NotFoundPage } from './not-found-page';
import { loadedPage, loadPage } from './pages';

// The back office loads only when staff open it (its own login, layout and routes).
const AdminApp = lazy(() => import('../features/admin/shell/admin-app'));

// One lazy component per route key, made once: each area's code loads when first visited.
const pageOf = new Map(routes.map((route) => [route.key, lazy(() => loadPage(route))]));

function routeElements(layout: 'main' | 'bare') {
  return routes
    .filter((route) => route.layout === layout)
    .map((route) => {
      const Page = loadedPage(route.key) ?? pageOf.get(route.key)!;
      return (
        <Route
          key={route.key}
          path={route.path}
          caseSensitive
          element={
            <AccessGate rule={route.access}>
              <Page />
            </AccessGate>
          }
        />
      );
    });
}

/** Every route of the spec, from the one route table (packages/contract/src/routes.ts). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/Admin/*"
        caseSensitive
        element={
          <Suspense fallback={<LoadingState />}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<MainLayout />}>
        {routeElements('main')}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<BareLayout />}>{routeElements('bare')}</Route>
    </Routes>
  );
}
