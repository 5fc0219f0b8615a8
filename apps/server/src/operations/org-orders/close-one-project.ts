import { closeProject } from '../../workflows/close-project.js';
import { dispatchResultWork } from '../../reports/result-work.js';
import { implement } from '../registry.js';

// Organisations open their classes, an individual the tests of their own order (spec-1 §4);
// lockProjectOf lets each reach only their own projects.
export const closeOneProject = implement('closeOneProject', 'signedIn', 'own', async ({ SK }, ctx) => {
  await dispatchResultWork(ctx.jobs, await closeProject(ctx.db, ctx.actor, SK, ctx.config.publicOrigin));
  return { message: 'success' as const };
});
