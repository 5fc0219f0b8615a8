import { previewClassList as preview } from '../../projects/class-list/register-class-list.js';
import { implement } from '../registry.js';
import { limitClassListReads } from './limit-class-list-reads.js';

export const previewClassList = implement(
  'previewClassList',
  'organisation',
  'own',
  async ({ SK, file }, ctx) => {
    await limitClassListReads(ctx);
    return preview(ctx.db, ctx.actor, SK, file);
  },
);
