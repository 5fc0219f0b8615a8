import { orgDocumentKinds, type OrgDocumentKind } from '@putt/contract/org-orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../audit/write-audit.js';
import type { Config } from '../config.js';
import { documentReader } from '../auth/document-reader.js';
import type { Database, Db } from '../db/client.js';
import { orders } from '../db/schema/orders.js';
import { sendPrivateAttachment } from '../files/send-attachment.js';
import type { FileStore } from '../files/file-store.js';
import { notFound } from '../errors/app-error.js';
import { documentFileName, renderStoredOrgDocument } from './order-document.js';
import { documentsOf, findOrgOrder } from './read-org-orders.js';

type Params = { sk: string; kind: string };
type OrderRow = typeof orders.$inferSelect;

/**
 * The order as the caller may read it: an organisation's users read their own organisation's;
 * staff read every organisation's order, each read in the audit log. Anything else (a foreign or
 * missing order, a document not yet issued) answers the same not-found.
 */
async function orderForCaller(db: Db, request: FastifyRequest<{ Params: Params }>): Promise<OrderRow> {
  const reader = await documentReader(db, request);
  if (reader.role === 'orgUser' || reader.role === 'orgAdmin') {
    return findOrgOrder(db, reader.orgId, request.params.sk);
  }
  if (reader.role === 'staff') {
    const [order] = await db.select().from(orders).where(eq(orders.sk, request.params.sk)).limit(1);
    if (!order || order.type !== 'organisation') throw notFound('Order not found');
    await writeAudit(
      db,
      { actor: reader, request, operation: 'downloadOrderDocument' },
      { kind: 'view', targetType: 'order', targetId: order.sk, detail: { document: request.params.kind } },
    );
    return order;
  }
  throw notFound('Order not found');
}

/**
 * GET /documents/orders/{SK}/{quotation|statement}.pdf: an organisation order's quotation, or its
 * transaction statement once paid, rendered from the order and today's settings (order-document.ts).
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore; env: Config['env'] },
): void {
  app.get<{ Params: Params }>('/documents/orders/:sk/:kind', async (request, reply) => {
    const kind = request.params.kind.replace(/\.pdf$/, '') as OrgDocumentKind;
    if (!orgDocumentKinds.includes(kind)) throw notFound('No such document');
    const db = deps.database.db;
    const order = await orderForCaller(db, request);
    if (!documentsOf(order).includes(kind)) throw notFound('Document not issued');
    const pdf = await renderStoredOrgDocument({ db, store: deps.files, env: deps.env }, kind, order);
    return sendPrivateAttachment(reply, {
      type: 'application/pdf',
      name: documentFileName(kind, order.quotationNo ?? order.sk),
      body: pdf,
    });
  });
}
