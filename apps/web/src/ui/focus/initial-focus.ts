/** What a person fills in: the controls a form dialog is for (a Select's visible input included). */
const FIELD = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';
/** What a person can act on, when the dialog asks for nothing to be filled in. */
const CONTROL = `${FIELD}, button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])`;

/**
 * Chooses where focus starts in a dialog's content, for Mantine's focus trap to take (it focuses the
 * first `[data-autofocus]`, else the first control of the dialog: its close button, which sits above
 * the content). A control the dialog marked itself wins (the safe answer of a question that cannot
 * be undone); else the first field, so a form dialog opens ready to type; else the content's first
 * control (its first action). Run when the content mounts, before the trap's next tick.
 */
export function markInitialFocus(content: HTMLElement | null): void {
  if (!content || content.querySelector('[data-autofocus]')) return;
  const start = content.querySelector(FIELD) ?? content.querySelector(CONTROL);
  start?.setAttribute('data-autofocus', '');
}
