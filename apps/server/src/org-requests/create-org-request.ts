import { ErrorCode } from '@putt/contract/errors';
import type { ZOrgRequest } from '@putt/contract/org-requests';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { organisationRequests } from '../db/schema/org-requests.js';
import { AppError } from '../errors/app-error.js';
import { notifyStaff } from '../inquiries/notify-staff.js';
import type { Lang } from '@putt/contract/lang';
import { randomId } from '../security/random-id.js';
import { orgIdTaken } from './org-id-taken.js';

type Input = z.output<typeof ZOrgRequest>;

const idTaken = () => new AppError(ErrorCode.ID_EXISTS, 'Organisation id taken', { uid: 'v.orgIdTaken' });

/**
 * Stores a request for staff to decide (back office), with the company's notice of it, in one
 * transaction; its id is held meanwhile (one pending request per id). Answers the outbox id to
 * dispatch after the commit.
 */
export async function createOrgRequest(
  db: Db,
  input: Input,
  sender: { ip: string; lang: Lang },
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      if (await orgIdTaken(tx, input.uid)) throw idTaken();
      const id = randomId();
      await tx.insert(organisationRequests).values({
        id,
        uid: input.uid,
        name: input.name,
        president: input.president,
        type: input.type,
        postCode: input.address.postCode,
        address: input.address.address,
        addressDetail: input.address.addressDetail,
        dept: input.dept,
        deptPersonName: input.deptPersonName,
        deptPersonPhoneNumber: input.deptPersonPhoneNumber,
        email: input.email,
        phoneNumber: input.phoneNumber,
        description: input.description,
        ip: sender.ip,
        lang: sender.lang,
      });
      return notifyStaff(tx, {
        kind: 'organisation-request',
        id,
        from: `${input.name} (${input.uid}) <${input.email}>`,
        phone: input.phoneNumber,
        content: [input.dept, input.deptPersonName, input.deptPersonPhoneNumber, input.description]
          .filter(Boolean)
          .join('\n'),
      });
    });
  } catch (error) {
    // two requests for the same id at once: the unique index lets one through
    if (isUniqueViolation(error)) throw idTaken();
    throw error;
  }
}
