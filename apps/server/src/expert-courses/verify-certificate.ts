import { ErrorCode } from '@putt/contract/errors';
import type { CertificateKind, ExpertCourseKey } from '@putt/contract/expert-courses';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { certificates } from '../db/schema/expert-courses.js';
import { AppError } from '../errors/app-error.js';

/** Names compare without their spaces: "김 하나" on paper is 김하나 here. */
const bare = (name: string) => name.replace(/\s+/g, '');

/**
 * A certificate as the public verification shows it (issue 25): found only by its number with its
 * holder's name, so the page lists nobody's certificates; a revoked one says so and why.
 */
export async function verifyCertificate(db: DbOrTx, input: { number: string; name: string }) {
  const [found] = await db.select().from(certificates).where(eq(certificates.number, input.number));
  if (!found || bare(found.holderName) !== bare(input.name)) {
    throw new AppError(ErrorCode.NOT_FOUND, 'No such certificate', { number: 'expert:v.numberUnknown' });
  }
  return {
    number: found.number,
    kind: found.kind as CertificateKind,
    course: found.course as ExpertCourseKey,
    holderName: found.holderName,
    issuedAt: found.issuedAt.getTime(),
    revokedAt: found.revokedAt?.getTime() ?? null,
    revokeReason: found.revokeReason,
  };
}
