import i18next from 'i18next';

/**
 * Toasts last 3 s, or 5 s for long messages (spec-2 §9); `ms` overrides within the spec's 1-5 s.
 * The notifications package and the host that shows them load with the first toast, outside the
 * first page load (`ToastOutlet` mounts the host then).
 */
function duration(message: string, ms?: number): number {
  if (ms) return Math.min(5000, Math.max(1000, ms));
  return message.length > 40 ? 5000 : 3000;
}

let hostWanted = false;
const hostListeners = new Set<() => void>();

/** Whether a toast has been asked for, so the host must be on the page (read by `ToastOutlet`). */
export const toastHostWanted = () => hostWanted;

export function subscribeToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

function show(color: string, message: string, ms?: number): void {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
  // a toast asked for before the host mounts waits in the package's store until it does
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      message,
      color,
      // no position of its own: the host's bottom (a toast's own position would override it)
      autoClose: duration(message, ms),
      // Mantine's close button has no name: screen readers would say only "button"
      closeButtonProps: { 'aria-label': i18next.t('common:actions.close') },
    }),
  );
}

export const toast = {
  success: (message: string, ms?: number) => show('teal', message, ms),
  error: (message: string, ms?: number) => show('red', message, ms),
  warning: (message: string, ms?: number) => show('yellow', message, ms),
  info: (message: string, ms?: number) => show('brand', message, ms),
};
