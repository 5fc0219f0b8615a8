import { requestLang } from '../../mail/request-lang.js';
import { askErasureByKey } from '../../privacy/report-key-erasure.js';
import { implement } from '../registry.js';

export const askErasureByReportKey = implement(
  'askErasureByReportKey',
  'anyone',
  'public',
  async (input, ctx) => {
    await askErasureByKey(ctx.db, ctx, input, requestLang(ctx.request));
    return { message: 'success' as const };
  },
);
