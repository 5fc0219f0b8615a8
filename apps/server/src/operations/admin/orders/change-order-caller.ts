import type { OperationContext } from '../../registry.js';

/** The caller changeOrder takes: the operation's context and the site's origin for its mails' links. */
export const changeOrderCaller = (ctx: OperationContext) => ({
  ...ctx,
  publicOrigin: ctx.config.publicOrigin,
});
