import { adminRoutes } from '@putt/contract/admin-routes';
import { lazy, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { adminPageLoaders } from '../admin-pages';
import { AdminLayout } from './admin-layout';
import AdminLoginPage from './login-page';
import { AdminNotFound } from './admin-not-found';
import { AdminRouteFocus } from './admin-route-focus';
import { StaffGate } from './staff-gate';
import { useSignedOutOnExpiry } from './use-signed-out-on-expiry';

const pages = adminRoutes.flatMap(({ key, ...route }) =>
  key === 'adminLogin' ? [] : [{ route: { key, ...route }, Page: lazy(adminPageLoaders[key]) }],
);

// Paths inside /Admin/*: '/Admin/Orders/:SK' → 'Orders/:SK'; '/Admin' is the index.
const inside = (path: string) => path.replace(/^\/Admin\/?/, '');

/** The back office (/Admin/*): its own login, layout and pages, loaded only when staff open it. */
export default function AdminApp() {
  useSignedOutOnExpiry();
  // The back office's code runs: its buttons answer (e2e tests wait for this mark, as on the site).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <>
      <AdminRouteFocus />
      <Routes>
        <Route path="Login" caseSensitive element={<AdminLoginPage />} />
        <Route element={<AdminLayout />}>
          {pages.map(({ route, Page }) => {
            const element = (
              <StaffGate route={route}>
                <Page />
              </StaffGate>
            );
            const path = inside(route.path);
            return path ? (
              <Route key={route.key} path={path} caseSensitive element={element} />
            ) : (
              <Route key={route.key} index element={element} />
            );
          })}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </>
  );
}
