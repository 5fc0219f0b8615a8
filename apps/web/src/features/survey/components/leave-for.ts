/** Sends this tab to the test's outside form (decision 020); its own module so tests can watch it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
