import { routes, type RouteDef } from '@putt/contract/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { NotFoundPage } from './not-found-page';
import { loadPage } from './pages';
import { RootErrorPage } from './root-error-page';

export type RouteHandle = { route: RouteDef };

function toRouteObject(route: RouteDef): RouteObject {
  return {
    path: route.path,
    caseSensitive: true,
    handle: { route } satisfies RouteHandle,
    lazy: async () => ({ Component: (await loadPage(route.key)).default }),
  };
}

export const router = createBrowserRouter([
  {
    errorElement: <RootErrorPage />,
    children: [
      {
        element: <MainLayout />,
        children: [
          ...routes.filter((r) => r.layout === 'main').map(toRouteObject),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { element: <BareLayout />, children: routes.filter((r) => r.layout === 'bare').map(toRouteObject) },
    ],
  },
]);
