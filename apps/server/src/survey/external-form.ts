import type { ProductType } from '@putt/contract/catalogue';
import { externalFormUrl } from '@putt/contract/external-form';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { products } from '../db/schema/catalogue.js';
import type { EntryProject } from './entry-rules.js';

export type ExternalForm = { uri: string; entryIds: string[] };

/** The outside form the product of this test runs on (decision 020), or null for our runner. */
export async function externalFormOf(db: DbOrTx, type: ProductType): Promise<ExternalForm | null> {
  const [row] = await db
    .select({ uri: products.formUri, entryIds: products.formEntryIds })
    .from(products)
    .where(eq(products.type, type))
    .limit(1);
  return row?.uri ? { uri: row.uri, entryIds: row.entryIds } : null;
}

/** spec-2 §9: class and number are written with two digits. */
const twoDigits = (value: number | null) => (value === null ? '' : String(value).padStart(2, '0'));

type Examinee = { name: string; gender: string; dob: string; email: string };

/**
 * Where an entered examinee goes: the form with their details as spec-2 §9 writes them (the code
 * upper-cased as stored, the birth date in 8 digits, class and number in 2); gender as the Korean
 * choice 남 / 여, which the form's question must offer for the prefill to select it.
 */
export function externalUrlOf(
  form: ExternalForm,
  { project, orgName }: EntryProject,
  code: { code: string; num: number },
  examinee: Examinee,
): string {
  return externalFormUrl(form.uri, form.entryIds, {
    authCode: code.code,
    name: examinee.name,
    gender: examinee.gender === 'f' ? '여' : '남',
    dob: examinee.dob,
    email: examinee.email,
    org_name: orgName ?? '',
    grade: twoDigits(project.grade),
    class: twoDigits(project.classNum),
    major: project.major ?? '',
    num: twoDigits(code.num),
  });
}
