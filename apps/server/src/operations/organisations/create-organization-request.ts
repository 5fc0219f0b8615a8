import { ErrorCode } from '@putt/contract/errors';
import { organisationRequests } from '../../db/schema/inquiries.js';
import { AppError } from '../../http/app-error.js';
import { notifyStaff } from '../../inquiries/notify-staff.js';
import { orgIdTaken } from '../../inquiries/org-id-taken.js';
import { dispatchMail } from '../../mail/outbox.js';
import { randomId } from '../../security/random-id.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { anyone, implement } from '../registry.js';
import { isUniqueViolation } from '../../db/errors.js';

/** The request waits for staff (back office); its id is held meanwhile (one pending request per id). */
export const createOrganizationRequest = implement(
  'createOrganizationRequest',
  anyone,
  async (input, { db, request, jobs }) => {
    await enforceLimit(db, `org-request:ip:${request.ip}`, { limit: 5, windowMs: 3600_000 });
    const taken = () => new AppError(ErrorCode.ID_EXISTS, 'Organisation id taken', { uid: 'v.orgIdTaken' });
    try {
      const mailId = await db.transaction(async (tx) => {
        if (await orgIdTaken(tx, input.uid)) throw taken();
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
          ip: request.ip,
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
      await dispatchMail(jobs, mailId);
    } catch (error) {
      // two requests for the same id at once: the unique index lets one through
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    return { message: 'success' as const };
  },
);
