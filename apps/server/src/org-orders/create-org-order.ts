import { ErrorCode } from '@putt/contract/errors';
import type { Level } from '@putt/contract/catalogue';
import { seoulToday } from '@putt/contract/dates';
import { levelOfOrganisationType, type ZOrgApplication } from '@putt/contract/org-orders';
import type { OrganisationType } from '@putt/contract/org-requests';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrgActor } from '../auth/actor.js';
import type { Catalogue } from '../catalogue/read-catalogue.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { members, organisations } from '../db/schema/accounts.js';
import { orderProducts, orders } from '../db/schema/orders.js';
import type { FileStore } from '../files/file-store.js';
import { storeIssuedDocument } from '../files/store-issued-document.js';
import { AppError, notFound } from '../errors/app-error.js';
import { writeMail } from '../mail/outbox.js';
import { quotationSentMail } from '../mail/templates/quotation-sent.js';
import type { Lang } from '@putt/contract/lang';
import { toDateColumn } from '../db/date-columns.js';
import { recordStatus } from '../orders/record-status.js';
import { randomId } from '../security/random-id.js';
import { readPublicSettings } from '../site/site-info.js';
import { documentFileName, type DocumentOrder, renderOrgDocument } from './order-document.js';
import { priceApplication } from './price-application.js';

type Application = z.output<typeof ZOrgApplication>;

export type OrgOrderContext = {
  db: Db;
  files: FileStore;
  catalogue: Catalogue;
  myPageUrl: string;
  lang: Lang;
  /** what the quotation and its mail may show of the company (decision 033) */
  env: Config['env'];
};

/**
 * An organisation's application (requestOrgQuotation): priced from the catalogue, written as a
 * pending order with its lines, its history row, the stored quotation PDF and the quotation mail to
 * the contact and the copy address, in one transaction. The PDF is rendered first (it takes a
 * moment and needs no lock) and removed again if the transaction fails. The same idempotency key
 * answers the same order. Answers the order's SK and the outbox ids to dispatch.
 */
export async function createOrgOrder(
  ctx: OrgOrderContext,
  actor: OrgActor,
  input: Application,
): Promise<{ sk: string; mailIds: string[] }> {
  const existing = await findByKey(ctx.db, actor.memberId, input.idempotencyKey);
  if (existing) return { sk: existing, mailIds: [] };

  const [organisation] = await ctx.db.select().from(organisations).where(eq(organisations.id, actor.orgId));
  if (!organisation) throw notFound('Organisation not found');
  const level = levelOf(organisation.type, input.target_level);
  const lines = priceApplication(ctx.catalogue.products, input, level);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);

  const sk = randomId();
  const quotationNo = await nextQuotationNo(ctx.db);
  const first = lines[0]!.product.name;
  const order: DocumentOrder = {
    quotationNo,
    createdAt: new Date(),
    paidDate: null,
    name: lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first,
    clientDept: input.client.dept,
    clientPhone: input.client.phoneNumber,
    clientContactName: input.client.deptPersonName,
    clientContactPhone: input.client.deptPersonPhoneNumber,
    receiverEmail: input.client.email,
    totalPrice: total,
    bankDate: toDateColumn(input.payment_method.bank_date),
    testDueDate: input.test_due_date ? toDateColumn(input.test_due_date) : null,
  };
  const documentLines = lines.map((line) => ({
    name: line.product.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    notes: line.notes,
  }));
  const source = { db: ctx.db, store: ctx.files, env: ctx.env };
  const pdf = await renderOrgDocument(source, 'quotation', order, documentLines, organisation);

  let fileId: string | undefined;
  try {
    const mailIds = await ctx.db.transaction(async (tx) => {
      await tx.insert(orders).values({
        ...order,
        sk,
        type: 'organisation',
        kind: input.pid,
        memberId: actor.memberId,
        organisationId: organisation.id,
        status: 'pending',
        cc: input.cc,
        testType: input.pid === 'expert' ? null : (input.test_type ?? null),
        coachingDueDate: input.coaching_due_date ? toDateColumn(input.coaching_due_date) : null,
        targetLevel: organisation.type === 'other' ? level : null,
        depositName: input.payment_method.deposit_name || organisation.name,
        idempotencyKey: input.idempotencyKey,
        lang: ctx.lang,
      });
      await tx.update(members).set({ lang: ctx.lang }).where(eq(members.id, actor.memberId));
      await tx.insert(orderProducts).values(
        lines.map((line, sort) => ({
          orderSk: sk,
          prodId: line.product.SK,
          type: line.product.type,
          name: line.product.name,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          notes: line.notes,
          sort,
        })),
      );
      await recordStatus(tx, { orderSk: sk, by: actor, from: null, to: 'pending' });
      fileId = await storeIssuedDocument(tx, ctx.files, pdf, documentFileName('quotation', quotationNo));
      const mail = quotationSentMail(ctx.lang, {
        orgName: organisation.name,
        orderName: order.name,
        quotationNo,
        total,
        bankDate: input.payment_method.bank_date,
        account: (await readPublicSettings(tx, ctx.env)).bankAccount,
        myPageUrl: ctx.myPageUrl,
      });
      const attachment = [{ fileId, name: documentFileName('quotation', quotationNo) }];
      const recipients = [...new Set([input.client.email, input.cc].filter(Boolean))];
      const ids: string[] = [];
      for (const to of recipients) ids.push(await writeMail(tx, to, mail, attachment));
      return ids;
    });
    return { sk, mailIds };
  } catch (error) {
    if (fileId) await ctx.files.remove(fileId);
    // the same form submitted twice at once: the unique key lets one through
    if (isUniqueViolation(error)) {
      const firstOrder = await findByKey(ctx.db, actor.memberId, input.idempotencyKey);
      if (firstOrder) return { sk: firstOrder, mailIds: [] };
    }
    throw error;
  }
}

/** The school level the organisation buys for: its type's, or its choice when it is of type other. */
function levelOf(type: OrganisationType, chosen: Level | undefined): Level {
  if (type !== 'other') return levelOfOrganisationType[type];
  if (!chosen) {
    throw new AppError(ErrorCode.INVALID_DATA, 'Target level required', {
      target_level: 'org-orders:v.targetLevel',
    });
  }
  return chosen;
}

async function nextQuotationNo(db: Db): Promise<string> {
  const result = await db.execute(sql`select nextval('quotation_no_seq')::text as n`);
  const n = (result as unknown as { rows: { n: string }[] }).rows[0]!.n;
  return `Q-${seoulToday()}-${n.padStart(5, '0')}`;
}

async function findByKey(db: Db, memberId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sk: orders.sk })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row?.sk;
}
