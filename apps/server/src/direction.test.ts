import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's dependency direction (decision 035): the lint refuses an import against it, with
 * its reason, and the folders as they are import one way, with no cycle between any two.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const src = fileURLToPath(new URL('.', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function directionErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.filter((m) => m.ruleId === 'server/direction').map((m) => m.message);
}

describe("the server's direction", () => {
  it('refuses a domain importing a later domain, and says why', async () => {
    const errors = await directionErrors(
      "export { resultsAtClose } from '../reports/results-at-close.js';",
      'apps/server/src/projects/closes-itself.ts',
    );
    expect(errors).toEqual([expect.stringContaining('projects (domain) may not import reports (domain)')]);
    expect(errors[0]).toContain('compose the two in workflows/');
  });

  it('refuses the base importing a domain, statically or on demand', async () => {
    const code = [
      "import type { OrderRow } from '../orders/move-order.js';",
      "export const later = () => import('../reports/result-work.js');",
      'export type Row = OrderRow;',
    ].join('\n');
    expect(await directionErrors(code, 'apps/server/src/db/knows-orders.ts')).toEqual([
      expect.stringContaining('db (base) may not import orders (domain)'),
      expect.stringContaining('db (base) may not import reports (domain)'),
    ]);
  });

  it('allows what comes before, a folder within itself, and tests anything', async () => {
    const down = "import { AppError } from '../errors/app-error.js';\nexport const e = AppError;";
    expect(await directionErrors(down, 'apps/server/src/reports/down.ts')).toEqual([]);
    const within = "import { hasLink } from './link-mail/write-link-mail.js';\nexport const h = hasLink;";
    expect(await directionErrors(within, 'apps/server/src/projects/within.ts')).toEqual([]);
    const up =
      "import { closeProject } from '../workflows/close-project.js';\nexport const c = closeProject;";
    expect(await directionErrors(up, 'apps/server/src/projects/close.test.ts')).toEqual([]);
  });

  it('asks a new folder for its place', async () => {
    expect(await directionErrors('export const x = 1;', 'apps/server/src/dashboards/x.ts')).toEqual([
      expect.stringContaining('apps/server/src/dashboards has no place'),
    ]);
  });

  it('leaves no import cycle between two top-level folders', () => {
    const edges = folderImports();
    expect(edges.size).toBeGreaterThan(30);
    expect(cyclesOf(edges)).toEqual([]);
  });
});

const top = (file: string) => {
  const parts = relative(src, file).split(sep);
  return parts.length === 1 ? parts[0]!.replace(/\.(ts|js)$/, '') : parts[0]!;
};

/** Every top-level folder's imports of other top-level folders, tests and testing/ left out. */
function folderImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const specifier = /\b(?:from|import)\s*\(?\s*'(\.[^']+)'/g;
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    if (top(file) === 'testing') continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(specifier)) {
      const [from, to] = [top(file), top(resolve(dirname(file), spec!))];
      if (from === to) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  return edges;
}

/** The strongly connected groups of more than one folder (Tarjan). */
function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      group.push(w);
    } while (w !== v);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
