import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps operations thin: an operation that reads a table itself fails `npm run
 * lint`; the same import in a domain function, or in an operation's test, does not.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function errorsOf(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('operations only delegate', () => {
  const readsTable = [
    "import { orders } from '../../db/schema/orders.js';",
    "import { eq } from 'drizzle-orm';",
    'export const used = [orders, eq];',
  ].join('\n');

  it('refuses a table or the query builder in an operation', async () => {
    expect(await errorsOf(readsTable, 'apps/server/src/operations/orders/reads-table.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
  });

  it('allows them in a domain function and in an operation’s test', async () => {
    expect(await errorsOf(readsTable, 'apps/server/src/orders/reads-table.ts')).toEqual([]);
    expect(await errorsOf(readsTable, 'apps/server/src/operations/orders/reads-table.test.ts')).toEqual([]);
  });
});
