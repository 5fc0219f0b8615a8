import { orgActorOf } from '../../auth/actor.js';
import { closeProject, openProject } from '../../projects/open-close-project.js';
import { implement } from '../registry.js';

export const openOneProject = implement('openOneProject', 'organisation', async ({ SK }, ctx) => {
  await openProject(ctx.db, orgActorOf(ctx.actor), SK, ctx.config.publicOrigin);
  return { message: 'success' as const };
});

export const closeOneProject = implement('closeOneProject', 'organisation', async ({ SK }, ctx) => {
  await closeProject(ctx.db, orgActorOf(ctx.actor), SK);
  return { message: 'success' as const };
});
