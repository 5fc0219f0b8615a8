import { uploaderDigest } from '../../files/uploader-cookie.js';
import type { Sender } from '../../inquiries/create-inquiry.js';
import { requestLang } from '../../mail/request-lang.js';
import { dispatchMail } from '../../mail/outbox.js';
import { enforceLimit } from '../../security/rate-limit.js';
import type { OperationContext } from '../registry.js';

/**
 * What both inquiry operations do around storing one: the limit per address (shared by both kinds),
 * the sender from the request, the notice's dispatch after the commit, and spec-2 §7's answer.
 */
export async function sendInquiry(
  { db, actor, request, jobs }: OperationContext,
  create: (sender: Sender) => Promise<{ id: string; mailId: string }>,
) {
  await enforceLimit(db, `inquiry:ip:${request.ip}`, { limit: 10, windowMs: 3600_000 });
  const { id, mailId } = await create({
    actor,
    uploader: uploaderDigest(request),
    ip: request.ip,
    lang: requestLang(request),
  });
  await dispatchMail(jobs, mailId);
  return { data: { error: false as const, id } };
}
