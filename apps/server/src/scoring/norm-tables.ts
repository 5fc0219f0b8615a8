import { createHash } from 'node:crypto';
import { type InstrumentKey, instrumentForms, type TItemBank } from '@putt/contract/instruments';
import { areaGroupsOf, checkNormTable, type NormProblem, type TNormTable } from '@putt/contract/norms';
import { and, desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { norms } from '../db/schema/instruments.js';
import { currentBank } from '../instruments/item-banks.js';

type NormRow = typeof norms.$inferSelect;

/**
 * Installs a norm table as the next version of its form, if it fits the form's current bank
 * (checkNormTable): answers the new row, or the problems and nothing stored.
 */
export async function installNorm(
  db: DbOrTx,
  norm: TNormTable,
  createdBy: string | null,
): Promise<{ ok: true; norm: NormRow } | { ok: false; problems: NormProblem[] }> {
  const bank = await currentBank(db, norm.instrument, norm.form);
  if (!bank) return { ok: false, problems: [{ code: 'noBank' }] };
  const problems = checkNormTable(
    norm,
    bank.content.scales.map((scale) => scale.id),
  );
  if (problems.length) return { ok: false, problems };
  const row = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ version: max(norms.version) })
      .from(norms)
      .where(and(eq(norms.instrument, norm.instrument), eq(norms.form, norm.form)));
    const [inserted] = await tx
      .insert(norms)
      .values({
        instrument: norm.instrument,
        form: norm.form,
        version: (last?.version ?? 0) + 1,
        label: norm.label,
        demo: norm.demo,
        content: norm,
        sha256: createHash('sha256').update(JSON.stringify(norm)).digest('hex'),
        createdBy,
      })
      .returning();
    return inserted!;
  });
  return { ok: true, norm: row };
}

/** The norm table new results of a form are scored with: its newest version. */
export async function currentNorm(
  db: DbOrTx,
  instrument: InstrumentKey,
  form: string,
): Promise<NormRow | undefined> {
  const [row] = await db
    .select()
    .from(norms)
    .where(and(eq(norms.instrument, instrument), eq(norms.form, form)))
    .orderBy(desc(norms.version))
    .limit(1);
  return row;
}

/** The parent-facing bands: 매우 높음 from T 70, 높음 60–69, 보통 41–59, 낮음 31–40, 매우 낮음 to 30. */
export const STANDARD_BANDS: TNormTable['bands'] = [
  { id: 'veryHigh', min: 70, max: 80 },
  { id: 'high', min: 60, max: 69 },
  { id: 'average', min: 41, max: 59 },
  { id: 'low', min: 31, max: 40 },
  { id: 'veryLow', min: 20, max: 30 },
];

/**
 * A demo norm table for a bank (marked demo): one sample for every grade and both sexes, centred on
 * the middle of the response scale, the spread narrowing as scores combine, so that a demo report
 * reads like a real one. The company's norms replace it by import.
 */
export function demoNorm(bank: TItemBank): TNormTable {
  const middle = (bank.response.points + 1) / 2;
  const of = (ids: readonly string[], sd: number) =>
    Object.fromEntries(ids.map((id) => [id, { mean: middle, sd }]));
  const groups = areaGroupsOf(bank.instrument);
  return {
    instrument: bank.instrument,
    form: bank.form,
    label: '데모 규준 (Demo norms)',
    demo: true,
    bands: STANDARD_BANDS,
    groups: [
      {
        grades: null,
        sex: null,
        n: 1000,
        stats: {
          scale: of(
            bank.scales.map((scale) => scale.id),
            0.75,
          ),
          area: of(
            groups.flatMap((group) => group.areas),
            0.6,
          ),
          group: of(
            groups.map((group) => group.id),
            0.5,
          ),
        },
      },
    ],
  };
}

/**
 * Gives every form whose current bank is a demo bank, and which has no norm, the demo norm of that
 * bank. A form the company gave a real bank gets no made-up norm: its results carry raw scores
 * until the company's norms are imported. Idempotent; answers how many it added.
 */
export async function seedDemoNorms(db: DbOrTx): Promise<number> {
  let added = 0;
  for (const [instrument, forms] of Object.entries(instrumentForms)) {
    for (const form of Object.keys(forms)) {
      const bank = await currentBank(db, instrument as InstrumentKey, form);
      if (!bank?.demo || (await currentNorm(db, bank.content.instrument, form))) continue;
      const result = await installNorm(db, demoNorm(bank.content), null);
      if (!result.ok) throw new Error(`demo norm ${instrument}/${form}: ${JSON.stringify(result.problems)}`);
      added += 1;
    }
  }
  return added;
}
