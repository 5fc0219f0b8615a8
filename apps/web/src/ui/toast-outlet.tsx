import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastHost, toastHostWanted } from './toast';

const ToastHost = lazy(() => import('./toast-host'));

/** Where toasts appear: the host and its package load with the first toast, not with every page. */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(subscribeToastHost, toastHostWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
