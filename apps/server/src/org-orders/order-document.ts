import { addDays, seoulToday } from '@putt/contract/dates';
import type { OrgDocumentKind } from '@putt/contract/org-orders';
import type { DbOrTx } from '../db/client.js';
import type { organisations } from '../db/schema/accounts.js';
import type { orderProducts, orders } from '../db/schema/orders.js';
import type { FileStore } from '../files/file-store.js';
import { fromDateColumn } from '../db/date-columns.js';
import { type OrderDocumentData, renderOrderDocument } from '../pdf/order-documents.js';
import { readSettingsImage } from '../site/settings-images.js';
import type { Config } from '../config.js';
import { readDocumentSettings, readPublicSettings } from '../site/site-info.js';
import { linesAndOrganisation } from './read-org-orders.js';

type OrderRow = typeof orders.$inferSelect;
/** What a document states of its order (an order about to be written has all of it too). */
export type DocumentOrder = Pick<
  OrderRow,
  | 'quotationNo'
  | 'createdAt'
  | 'paidDate'
  | 'name'
  | 'clientDept'
  | 'clientPhone'
  | 'clientContactName'
  | 'clientContactPhone'
  | 'receiverEmail'
  | 'totalPrice'
  | 'bankDate'
  | 'testDueDate'
>;
type LineRow = Pick<typeof orderProducts.$inferSelect, 'name' | 'quantity' | 'unitPrice' | 'notes'>;
type OrganisationRow = Pick<typeof organisations.$inferSelect, 'name'>;

/** The company's name on every document (decision 005); its other data are the site's settings. */
const COMPANY_NAME = '창의인재연구소';

/** A document's file name, as the organisation's clerk files it. */
export function documentFileName(kind: OrgDocumentKind, quotationNo: string): string {
  return `${kind === 'quotation' ? '견적서' : '거래명세서'}-${quotationNo}.pdf`;
}

/** Where the documents are issued: the company data a production site shows (decision 033). */
export type DocumentSource = { db: DbOrTx; store: FileStore; env: Config['env'] };

/**
 * Renders an order's quotation or transaction statement from the order as stored and the settings
 * of today (supplier block, tax treatment, seal, account) as customers see them: a document
 * downloaded later shows the company's current data, the order's own figures never change.
 */
export async function renderOrgDocument(
  { db, store, env }: DocumentSource,
  kind: OrgDocumentKind,
  order: DocumentOrder,
  lines: LineRow[],
  organisation: OrganisationRow,
): Promise<Buffer> {
  const [site, settings] = await Promise.all([readPublicSettings(db, env), readDocumentSettings(db)]);
  const seal = settings.sealFileId ? await readSettingsImage(db, store, 'seal', settings.sealFileId) : null;
  const issued = seoulToday(order.createdAt);
  const suffix = order.quotationNo!.replace(/^Q-/, '');
  const data: OrderDocumentData = {
    kind,
    number: kind === 'quotation' ? order.quotationNo! : `S-${suffix}`,
    issuedOn: kind === 'quotation' ? issued : (fromDateColumn(order.paidDate) ?? seoulToday()),
    validUntil: kind === 'quotation' ? addDays(issued, settings.quotationValidDays) : undefined,
    supplier: {
      name: COMPANY_NAME,
      businessNumber: site.businessNumber ?? '',
      representative: site.representative.ko ?? '',
      address: site.address.ko ?? '',
      phone: site.phone ?? '',
      fax: site.fax ?? '',
      email: site.email ?? '',
      seal,
    },
    recipient: {
      name: organisation.name,
      dept: order.clientDept,
      contactName: order.clientContactName,
      phone: order.clientContactPhone || order.clientPhone,
      email: order.receiverEmail,
    },
    title: order.name,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.unitPrice * line.quantity,
      notes: line.notes,
    })),
    total: order.totalPrice,
    taxTreatment: settings.taxTreatment,
    bankAccount: site.bankAccount,
    dates: {
      // the quotation states the deposit the application plans; the statement, issued once staff
      // recorded the deposit, the date they recorded (never the plan, which the school may have missed)
      deposit: fromDateColumn(kind === 'quotation' ? order.bankDate : order.paidDate) ?? undefined,
      test: fromDateColumn(order.testDueDate) ?? undefined,
    },
  };
  return renderOrderDocument(data);
}

/** The document of an order read from the database (the download route and the back office). */
export async function renderStoredOrgDocument(
  source: DocumentSource,
  kind: OrgDocumentKind,
  order: OrderRow,
): Promise<Buffer> {
  const { lines, organisation } = await linesAndOrganisation(source.db, order);
  return renderOrgDocument(source, kind, order, lines, organisation);
}
