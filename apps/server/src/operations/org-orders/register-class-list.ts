import { registerClassList as register } from '../../projects/class-list/register-class-list.js';
import { implement } from '../registry.js';
import { limitClassListReads } from './limit-class-list-reads.js';

export const registerClassList = implement(
  'registerClassList',
  'organisation',
  'own',
  async ({ SK, file }, ctx) => {
    await limitClassListReads(ctx);
    return register(ctx.db, ctx.actor, SK, file);
  },
);
