import { relative, resolve, sep } from 'node:path';
import { relativeImportVisitors } from './relative-imports.js';

/**
 * Import boundaries of the web app (STYLE.md, practice 6): a feature imports no other feature and
 * not the app layer; ui/ imports neither. Relative imports are resolved against the importing file.
 */
const webSrc = resolve('apps/web/src');

function areaOf(file) {
  const rel = relative(webSrc, file);
  if (rel.startsWith('..')) return null;
  const [top, name] = rel.split(sep);
  return top === 'features' ? `features/${name}` : top;
}

function problem(from, to) {
  if (!from || !to || from === to) return null;
  if (from.startsWith('features/') && to.startsWith('features/'))
    return 'Features do not import each other: compose them in apps/web/src/app.';
  if (from.startsWith('features/') && to === 'app') return 'Features do not import the app layer.';
  if (from === 'ui' && (to === 'app' || to.startsWith('features/')))
    return 'ui/ is shared and knows no feature nor the app layer.';
  return null;
}

export const featureBoundaries = {
  meta: { type: 'problem', docs: { description: 'web feature import boundaries' }, schema: [] },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    return relativeImportVisitors(context, (target) => problem(from, areaOf(target)));
  },
};
