import { relative, resolve, sep } from 'node:path';
import { relativeImportVisitors } from './relative-imports.js';

/**
 * The server's dependency direction (ARCHITECTURE.md, decision 035). Every top-level folder (and
 * file) of apps/server/src has a place in this list, and imports only what comes before it, so no
 * two folders can ever import each other. Tests and testing/ may import anything: they exercise
 * the whole.
 */
export const serverDirection = [
  {
    // knows no domain: ambient types, settings, errors, tables, and the parts every domain uses
    ring: 'base',
    folders: [
      'types',
      'paths',
      'config',
      'errors',
      'db',
      'security',
      'auth',
      'audit',
      'jobs',
      'threads',
      'files',
      'site',
      'pdf',
      'mail',
      // the figures operators watch (/metrics), read from the parts before it
      'metrics',
      // the database and the files in one archive, and back (npm run backup / restore)
      'backup',
    ],
  },
  {
    // the business, each domain using the base and the domains before it
    ring: 'domain',
    folders: [
      'catalogue',
      'instruments',
      'accounts',
      'organisations',
      'staff',
      'social',
      'activity-runs',
      'boards',
      'inquiries',
      'org-requests',
      'orders',
      'org-orders',
      'expert-courses',
      'projects',
      'scoring',
      'survey',
      'counselling',
      'reports',
      // a person's data across the domains before it: how long it is kept, its destruction, its export
      'privacy',
    ],
  },
  {
    // composes the domains: the work that crosses them, the operations, the HTTP server
    ring: 'composition',
    folders: ['workflows', 'operations', 'http'],
  },
  {
    // starts the processes and wires everything: the job registry and the render and parse threads' entries
    ring: 'entry',
    folders: [
      'seed',
      'scripts',
      'all-jobs',
      'render-thread',
      'parse-thread',
      'app',
      'stop-on-signals',
      'main',
      'worker',
    ],
  },
];

const serverSrc = resolve('apps/server/src');
const places = new Map(
  serverDirection.flatMap(({ folders }) => folders).map((folder, rank) => [folder, rank]),
);
const ringOf = new Map(serverDirection.flatMap(({ ring, folders }) => folders.map((f) => [f, ring])));

/** The top-level folder (or root file, without its extension) a path of apps/server/src is in. */
function placeOf(file) {
  const rel = relative(serverSrc, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return parts.length === 1 ? parts[0].replace(/\.(ts|js|mjs)$/, '') : parts[0];
}

const exempt = (file) => /\.test\.ts$/.test(file) || placeOf(file) === 'testing';

const unplaced = (place) =>
  `apps/server/src/${place} has no place in the server's direction: add it to scripts/eslint/server-direction.js.`;

function problem(from, to) {
  if (!from || !to || from === to || to === 'testing') return null;
  if (!places.has(to)) return unplaced(to);
  if (places.get(to) < places.get(from)) return null;
  return (
    `${from} (${ringOf.get(from)}) may not import ${to} (${ringOf.get(to)}): the server's folders import ` +
    `only what comes before them (ARCHITECTURE.md, decision 035). Move the shared piece down, or ` +
    `compose the two in workflows/.`
  );
}

export const serverDirectionRule = {
  meta: { type: 'problem', docs: { description: "the server's folder import direction" }, schema: [] },
  create(context) {
    if (exempt(context.filename)) return {};
    const from = placeOf(context.filename);
    if (!from) return {};
    if (!places.has(from)) {
      return { Program: (node) => context.report({ node, message: unplaced(from) }) };
    }
    return relativeImportVisitors(context, (target) => problem(from, placeOf(target)));
  },
};
