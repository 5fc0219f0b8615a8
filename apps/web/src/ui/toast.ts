import i18next from 'i18next';
/**
 * Toasts last 3 s, or 5 s for long messages (spec-2 §9); `ms` overrides within the spec's 1-5 s.
 * The notifications package loads on first use, outside the first page load.
 */
function duration(message: string, ms?: number): number {
  if (ms) return Math.min(5000, Math.max(1000, ms));
  return message.length > 40 ? 5000 : 3000;
}

function show(color: string, message: string, ms?: number): void {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      message,
      color,
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
