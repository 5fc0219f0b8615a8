import type { adminListInquiries, InquiryKind } from '@putt/contract/admin/inquiries';
import type { OutputOf } from '@putt/contract/operation';
import { and, count, eq, getTableName, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { pageWindow } from '../../db/paging.js';
import { containsAny } from '../../db/filters.js';
import { inquiryAnswers } from '../../db/schema/back-office.js';
import { inquiries, orgInquiries } from '../../db/schema/inquiries.js';
import { storedKind } from './find-inquiry.js';

type Input = z.output<(typeof adminListInquiries)['input']>;

/**
 * One page of the inbox: both tables merged (UNION ALL), newest first. The search matches the
 * inquirer's name, e-mail, phone and question, and an organisation inquiry's organisation too.
 */
export async function listInquiries(db: DbOrTx, input: Input): Promise<OutputOf<typeof adminListInquiries>> {
  const slice = pageWindow(input.page);
  const individualFilter = and(
    input.status ? eq(inquiries.status, input.status) : undefined,
    containsAny(input.q, [inquiries.name, inquiries.email, inquiries.phoneNumber, inquiries.content]),
  );
  const organisationFilter = and(
    input.status ? eq(orgInquiries.status, input.status) : undefined,
    containsAny(input.q, [
      orgInquiries.name,
      orgInquiries.email,
      orgInquiries.phoneNumber,
      orgInquiries.content,
      orgInquiries.orgName,
      orgInquiries.deptName,
    ]),
  );
  const wantIndividual = input.kind !== 'organisation';
  const wantOrganisation = input.kind !== 'individual';

  const individual = db
    .select({
      kind: sql<InquiryKind>`'individual'`.as('kind'),
      id: inquiries.id,
      createdAt: inquiries.createdAt,
      name: inquiries.name,
      orgName: sql<string | null>`null::text`.as('org_name'),
      targetProduct: sql<string | null>`null::text`.as('target_product'),
      email: inquiries.email,
      status: inquiries.status,
      hasAttachment: sql<boolean>`${inquiries.attachedFileId} is not null`.as('has_attachment'),
      answers: answersCount(storedKind.individual, inquiries),
    })
    .from(inquiries)
    .where(individualFilter);
  const organisation = db
    .select({
      kind: sql<InquiryKind>`'organisation'`.as('kind'),
      id: orgInquiries.id,
      createdAt: orgInquiries.createdAt,
      name: orgInquiries.name,
      orgName: sql<string | null>`${orgInquiries.orgName}`.as('org_name'),
      targetProduct: sql<string | null>`${orgInquiries.targetProduct}`.as('target_product'),
      email: orgInquiries.email,
      status: orgInquiries.status,
      hasAttachment: sql<boolean>`${orgInquiries.attachedFileId} is not null`.as('has_attachment'),
      answers: answersCount(storedKind.organisation, orgInquiries),
    })
    .from(orgInquiries)
    .where(organisationFilter);

  const source =
    wantIndividual && wantOrganisation
      ? unionAll(individual, organisation)
      : wantIndividual
        ? individual
        : organisation;
  const [rows, individualTotal, organisationTotal] = await Promise.all([
    source
      .orderBy(sql`created_at desc`, sql`id`)
      .limit(slice.limit)
      .offset(slice.offset),
    wantIndividual ? countOf(db.select({ n: count() }).from(inquiries).where(individualFilter)) : 0,
    wantOrganisation ? countOf(db.select({ n: count() }).from(orgInquiries).where(organisationFilter)) : 0,
  ]);
  return {
    page: input.page,
    total: individualTotal + organisationTotal,
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      created: new Date(row.createdAt).getTime(),
      name: row.name,
      orgName: row.orgName,
      targetProduct: row.targetProduct,
      email: row.email,
      status: row.status,
      hasAttachment: Boolean(row.hasAttachment),
      answers: Number(row.answers),
    })),
  };
}

// The id is qualified by hand: drizzle leaves a one-table select's columns bare, and the
// subquery's own table has an id too.
function answersCount(kind: string, table: typeof inquiries | typeof orgInquiries) {
  const id = sql`${sql.identifier(getTableName(table))}.${sql.identifier('id')}`;
  return sql<number>`(select count(*)::int from ${inquiryAnswers} where ${inquiryAnswers.inquiryKind} = ${kind} and ${inquiryAnswers.inquiryId} = ${id})`.as(
    'answers',
  );
}

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  return (await query)[0]?.n ?? 0;
}
