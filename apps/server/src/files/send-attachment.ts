import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './content-disposition.js';

/**
 * Sends a file of personal data to be saved, not shown: under its (Korean) name, never sniffed
 * into another type, and kept by no cache but the reader's own browser.
 */
export function sendPrivateAttachment(
  reply: FastifyReply,
  file: { type: string; name: string; body: unknown },
): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
