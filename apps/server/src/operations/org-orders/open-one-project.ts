import { queueLinkMail } from '../../projects/link-mail/link-mail-job.js';
import { openProject } from '../../projects/open-close-project.js';
import { implement } from '../registry.js';

// Organisations open their classes, an individual the tests of their own order (spec-1 §4);
// lockProjectOf lets each reach only their own projects.
export const openOneProject = implement('openOneProject', 'signedIn', 'own', async ({ SK }, ctx) => {
  const opened = await openProject(ctx.db, ctx.actor, SK, ctx.config.publicOrigin);
  await queueLinkMail(ctx.jobs, opened);
  return { message: 'success' as const };
});
