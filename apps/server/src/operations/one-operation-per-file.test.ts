import { operations } from '@putt/contract/operations';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One operation per file (issue 42): a file under operations/ implements at most one operation
 * (`implement(…)` or `implementStaff(…)`), and a file that implements one is named for it in kebab
 * case (adminCreateCohort → admin-create-cohort.ts), so an operation's name finds its file.
 * registry.ts defines the two and all-operations.ts lists them all.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const skipped = new Set(['registry.ts', 'all-operations.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return source && !skipped.has(relative(dir, path)) ? [path] : [];
  });
}

/** The names the file's calls implement; a call whose first argument is no plain string reads as ''. */
function implemented(source: string): string[] {
  return [...source.matchAll(/\bimplement(?:Staff)?\(\s*(?:'(\w+)')?/g)].map((m) => m[1] ?? '');
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const files = sourceFiles(dir).map((path) => ({
  file: relative(dir, path).split(sep).join('/'),
  names: implemented(readFileSync(path, 'utf8')),
}));

describe('one operation per file', () => {
  it('implements at most one operation in a file', () => {
    const crowded = files.filter((f) => f.names.length > 1).map((f) => `${f.file}: ${f.names.join(', ')}`);
    expect(crowded).toEqual([]);
  });

  it('names a file for the operation it implements', () => {
    const misnamed = files
      .filter((f) => f.names.length === 1 && basename(f.file) !== `${kebab(f.names[0]!)}.ts`)
      .map((f) => `${f.file} implements ${f.names[0] || 'an operation not named by a string'}`);
    expect(misnamed).toEqual([]);
  });

  it('finds every operation of the contract, each once', () => {
    const found = files.flatMap((f) => f.names).sort();
    expect(found).toEqual(Object.keys(operations).sort());
  });
});
