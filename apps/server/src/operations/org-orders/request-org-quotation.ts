import { orgActorOf } from '../../auth/actor.js';
import { readCatalogue } from '../../catalogue/read-catalogue.js';
import { requestLang } from '../../mail/request-lang.js';
import { dispatchMail } from '../../mail/outbox.js';
import { createOrgOrder } from '../../org-orders/create-org-order.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement } from '../registry.js';

export const requestOrgQuotation = implement(
  'requestOrgQuotation',
  'organisation',
  'self',
  async (input, ctx) => {
    const actor = orgActorOf(ctx.actor);
    await enforceLimit(ctx.db, `org-quotation:member:${actor.memberId}`, { limit: 30, windowMs: 3600_000 });
    const { sk, mailIds } = await createOrgOrder(
      {
        db: ctx.db,
        files: ctx.files,
        catalogue: await readCatalogue(ctx.database, ctx.db),
        myPageUrl: `${ctx.config.publicOrigin}/Mypage/Order/Org/RequestList`,
        lang: requestLang(ctx.request),
        env: ctx.config.env,
      },
      actor,
      input,
    );
    for (const id of mailIds) await dispatchMail(ctx.jobs, id);
    return { message: 'success' as const, Item: { SK: sk } };
  },
);
