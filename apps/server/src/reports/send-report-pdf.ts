import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeAudit } from '../audit/write-audit.js';
import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { sendPrivateAttachment } from '../files/send-attachment.js';

/**
 * Answers a stored report to a signed-in reader who may see its class: staff's reads written to
 * the audit log first (`operation` names the download), never cached, named for the download.
 */
export async function sendReportPdf(
  db: Db,
  { request, reply, reader }: { request: FastifyRequest; reply: FastifyReply; reader: Actor },
  report: {
    id: string;
    projectSk: string;
    name: string;
    bytes: Buffer;
    operation: string;
    /** why staff download a class's report (its teacher report): kept with the read */
    reason?: string;
  },
) {
  if (reader.role === 'staff') {
    await writeAudit(
      db,
      { actor: reader, request, operation: report.operation },
      {
        kind: 'view',
        targetType: 'project',
        targetId: report.projectSk,
        detail: { report: report.id, ...(report.reason && { reason: report.reason }) },
      },
    );
  }
  return sendPrivateAttachment(reply, { type: 'application/pdf', name: report.name, body: report.bytes });
}
