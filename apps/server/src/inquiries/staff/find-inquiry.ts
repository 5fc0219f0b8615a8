import type { InquiryKind, InquiryStatus, TAdminInquiry } from '@putt/contract/admin/inquiries';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inquiries, orgInquiries } from '../../db/schema/inquiries.js';
import { notFound } from '../../errors/app-error.js';
import type { Lang } from '@putt/contract/lang';

/** How each kind is named in `inquiry_answers.inquiry_kind` and in the audit log's target type. */
export const storedKind = { individual: 'inquiry', organisation: 'orgInquiry' } as const satisfies Record<
  InquiryKind,
  string
>;

/** One inquiry of either kind, in the shape the back office shows (without its answers). */
export type FoundInquiry = Omit<TAdminInquiry, 'answers'> & {
  /** whose data, for the audit log: the inquirer, with the organisation when there is one */
  subject: string;
  /** the inquirer's language: the answer's e-mail is written in it */
  lang: Lang;
};

/**
 * Loads an inquiry of either table; `lock` holds the row for the caller's transaction so a status
 * change and an answer cannot cross. Unknown ids are NOT_FOUND.
 */
export async function findInquiry(
  db: DbOrTx,
  kind: InquiryKind,
  id: string,
  lock = false,
): Promise<FoundInquiry> {
  if (kind === 'individual') {
    const query = db.select().from(inquiries).where(eq(inquiries.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('Inquiry not found');
    return {
      ...common(kind, row),
      organisation: null,
      subject: row.name,
      lang: row.lang,
    };
  }
  const query = db.select().from(orgInquiries).where(eq(orgInquiries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Inquiry not found');
  return {
    ...common(kind, row),
    organisation: {
      orgName: row.orgName,
      deptName: row.deptName,
      targetProduct: row.targetProduct,
      examineeCount: row.examineeCount,
      postCode: row.postCode,
      address: row.address,
      addressDetail: row.addressDetail,
    },
    subject: `${row.orgName} ${row.name}`,
    lang: row.lang,
  };
}

type CommonRow = {
  id: string;
  name: string;
  phoneNumber: string;
  email: string;
  content: string;
  attachedFileId: string | null;
  attachedFileName: string | null;
  status: InquiryStatus;
  createdAt: Date;
};

function common(kind: InquiryKind, row: CommonRow) {
  return {
    kind,
    id: row.id,
    created: row.createdAt.getTime(),
    status: row.status,
    name: row.name,
    phoneNumber: row.phoneNumber,
    email: row.email,
    content: row.content,
    attachment: row.attachedFileId
      ? { fileId: row.attachedFileId, name: row.attachedFileName ?? row.attachedFileId }
      : null,
  };
}
