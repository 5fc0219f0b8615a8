import { CLASS_LIST_TEMPLATE_PATH } from '@putt/contract/class-lists';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition } from '../../files/content-disposition.js';
import { classListTemplate } from './class-list-template.js';

/**
 * GET /documents/class-list-template.xlsx: the empty class list, for anyone (it holds no data).
 * Made once per process: it is the same file every time.
 */
export function registerClassListTemplateRoute(app: FastifyInstance): void {
  let template: Promise<Buffer> | undefined;
  app.get(CLASS_LIST_TEMPLATE_PATH, async (_request, reply) => {
    template ??= classListTemplate();
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachmentDisposition('학생명단_양식.xlsx'))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=3600')
      .send(await template);
  });
}
