import { memberIdOf } from '../../auth/actor.js';
import { readCatalogue } from '../../catalogue/read-catalogue.js';
import { requestLang } from '../../mail/request-lang.js';
import { dispatchMail } from '../../mail/outbox.js';
import { createIndividualOrder } from '../../orders/create-individual-order.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement } from '../registry.js';

export const createOrder = implement('createOrder', 'individual', 'self', async (input, ctx) => {
  const memberId = memberIdOf(ctx.actor);
  await enforceLimit(ctx.db, `create-order:member:${memberId}`, { limit: 20, windowMs: 3600_000 });
  const catalogue = await readCatalogue(ctx.database, ctx.db);
  const { sk, mailId } = await createIndividualOrder(
    ctx.db,
    catalogue,
    { ...ctx.actor, memberId },
    input,
    requestLang(ctx.request),
    ctx.config.env,
  );
  if (mailId) await dispatchMail(ctx.jobs, mailId);
  return { message: 'success' as const, Item: { SK: sk } };
});
