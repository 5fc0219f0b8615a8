/** The list's stepper: test ready, in progress, completed. */
export const steps = ['ready', 'ing', 'completed'] as const;

/** The step an order is at, or -1 when it has reached none (before approval, or stopped). */
export const stepOf = (status: string): number => (steps as readonly string[]).indexOf(status);

/** The row's button to the detail page, worded by where the order is (spec-1 §4). */
export type OrderAction = 'checkInfo' | 'progress' | 'result' | 'detail';

export function actionOf(status: string): OrderAction {
  if (status === 'ready') return 'checkInfo';
  if (status === 'ing') return 'progress';
  if (status === 'completed') return 'result';
  return 'detail';
}

/**
 * The project's test link (spec-1 §4): open while the test runs and its address exists, "ended"
 * once completed, otherwise a note that the link comes when the test starts.
 */
export function testLinkOf(project: { status: string; responder_uri: string | null }) {
  if (project.status === 'ing' && project.responder_uri)
    return { kind: 'open', href: project.responder_uri } as const;
  if (project.status === 'completed') return { kind: 'ended' } as const;
  return { kind: 'waiting' } as const;
}
