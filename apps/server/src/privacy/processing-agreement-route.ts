import { ErrorCode } from '@putt/contract/errors';
import { PROCESSING_AGREEMENT_PATH } from '@putt/contract/privacy';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentReader } from '../auth/document-reader.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { organisations } from '../db/schema/accounts.js';
import { AppError } from '../errors/app-error.js';
import { sendPrivateAttachment } from '../files/send-attachment.js';
import { issuerOf } from '../pdf/certificate-parts.js';
import { renderProcessingAgreement } from '../pdf/processing-agreement.js';
import { readPublicSettings } from '../site/site-info.js';
import { readRetentionPolicy } from './retention-rules.js';

/**
 * GET the organisation's personal data processing agreement (위탁 계약서, PIPA Art. 26): drawn from
 * the organisation's details, the company's and the retention rules in force, for the
 * organisation's administrator, who signs it for the school (issue 44).
 */
export function registerProcessingAgreementRoute(
  app: FastifyInstance,
  deps: { database: Database; config: Pick<Config, 'env'> },
) {
  app.get(PROCESSING_AGREEMENT_PATH, async (request, reply) => {
    const db = deps.database.db;
    const reader = await documentReader(db, request);
    if (reader.role === 'visitor') throw new AppError(ErrorCode.AUTH_ERROR, 'Sign in first');
    if (reader.role !== 'orgAdmin')
      throw new AppError(ErrorCode.PERMISSION_DENIED, 'Organisation administrators only');
    const [organisation] = await db.select().from(organisations).where(eq(organisations.id, reader.orgId));
    if (!organisation) throw new AppError(ErrorCode.PERMISSION_DENIED, 'No organisation');
    const pdf = await renderProcessingAgreement({
      organisation: {
        name: organisation.name,
        president: organisation.president,
        address: [organisation.address, organisation.addressDetail].filter(Boolean).join(' '),
      },
      company: issuerOf(await readPublicSettings(db, deps.config.env)),
      retention: await readRetentionPolicy(db),
      madeOn: new Date(),
    });
    return sendPrivateAttachment(reply, {
      type: 'application/pdf',
      name: `개인정보처리위탁계약서-${organisation.name}.pdf`,
      body: pdf,
    });
  });
}
