import { dirname, resolve } from 'node:path';

/**
 * The visitors of an import-boundary rule: every relative import, export-from and import() of the
 * file is resolved against it and given to `problemOf`, whose message (if any) is reported.
 */
export function relativeImportVisitors(context, problemOf) {
  const check = (node) => {
    const spec = node.source?.value;
    if (typeof spec !== 'string' || !spec.startsWith('.')) return;
    const message = problemOf(resolve(dirname(context.filename), spec));
    if (message) context.report({ node: node.source, message });
  };
  return {
    ImportDeclaration: check,
    ImportExpression: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
  };
}
