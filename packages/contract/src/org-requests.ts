import { z } from 'zod';
import { ZAddress, zLoosePhone } from './inquiries.js';
import { defineOperation } from './operation.js';
import { zEmail, zPhone, zUid } from './validators.js';

import { organisationTypes } from './organisation-types.js';
import { personName } from './names.js';

export { organisationTypes, type OrganisationType } from './organisation-types.js';

const required = (max: number) =>
  z.string({ error: 'v.required' }).trim().min(1, 'v.required').max(max, 'v.tooLong');

/** spec-2 §3 registration request, §5 its rules; the id must also pass checkOrgId first. */
export const ZOrgRequest = z.object({
  uid: zUid,
  name: required(50),
  president: personName(required(20)),
  address: ZAddress.default({ postCode: '', address: '', addressDetail: '' }),
  dept: required(50),
  deptPersonName: personName(required(20)),
  deptPersonPhoneNumber: zLoosePhone,
  email: zEmail,
  phoneNumber: zPhone,
  description: z.string().trim().max(1000, 'v.tooLong').default(''),
  type: z.enum(organisationTypes, { error: 'v.orgTypeRequired' }),
});
export type TOrgRequest = z.input<typeof ZOrgRequest>;

export const checkOrgId = defineOperation({
  tag: 'organisations',
  summary: 'Whether an organisation id is taken (by an organisation or a pending request)',
  input: z.object({ id: zUid }),
  output: z.object({ data: z.boolean() }),
});

export const createOrganizationRequest = defineOperation({
  tag: 'organisations',
  summary: 'Ask the company to register a new organisation (staff review it)',
  input: ZOrgRequest,
  output: z.object({ message: z.literal('success') }),
});
