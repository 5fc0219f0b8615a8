/**
 * What a key does on an option of an item, the WAI-ARIA radio group pattern with one change
 * (decision 026): arrows, Home and End only move the focus between the item's options, wrapping
 * around; Space chooses the option in focus. Choosing stays an explicit act, so a pupil exploring
 * the options by keyboard or screen reader leaves no answers behind.
 */
export type OptionKeyAction = { focus: number } | { choose: number } | null;

export function optionKeyAction(key: string, at: number, count: number): OptionKeyAction {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return { focus: (at + 1) % count };
    case 'ArrowUp':
    case 'ArrowLeft':
      return { focus: (at - 1 + count) % count };
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: count - 1 };
    case ' ':
      return { choose: at };
    default:
      return null;
  }
}

/** The option in the Tab order (roving tabindex): the one last focused, else the chosen, else the first. */
export function tabbableOption(focused: number | null, chosen: number | undefined): number {
  return focused ?? (chosen === undefined ? 0 : chosen - 1);
}
