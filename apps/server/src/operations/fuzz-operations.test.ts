import { operations } from '@putt/contract/operations';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { allOperations } from './all-operations.js';

// The fuzzing gate of issue 24: every operation of the contract, called by a visitor, an
// individual, an organisation's admin and a staff administrator with inputs made from its schema's
// fields and from mutations of them (wrong types, huge and broken strings, deep nesting, prototype
// keys, unicode edge cases), never answers 5xx and never shows a stack or SQL. Each operation and
// actor runs RUNS cases from a fixed seed (reproducible; fast-check shrinks a failure to its
// smallest input).

const RUNS = 8;
const SEED = 20261126;

/** Sign-outs end the session the other cases use: they are fuzzed by the visitor only. */
const endsSession = new Set(['logoutUser', 'adminLogout']);

let t: TestApp;
const actors: Record<string, string | undefined> = { visitor: undefined };

beforeAll(async () => {
  t = await createTestApp();
  await createIndividual(t.database.db, 'fuzzer1');
  await createOrganisation(t.database.db, 'fuzzorg');
  await createTestStaff(t.database.db, 'fuzzstaff', 'admin');
  actors.individual = await login(t, 'fuzzer1');
  actors.orgAdmin = await login(t, 'admin1', { orgId: 'fuzzorg' });
  actors.staff = await loginStaffCookie(t, 'fuzzstaff');
});
afterAll(() => t.close());

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    "'; DROP TABLE members; --",
    '<script>alert(1)</script>',
    '\u0000',
    '\ud800',
    '\u202e\u200b\ufeff',
    '😀'.repeat(300),
    '9'.repeat(400),
    'x'.repeat(60_000),
    '2026-02-30',
    '-1',
    'NaN',
  ),
);

const leaf = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308),
  fc.boolean(),
  fc.constant(null),
);

/** A value for a field: a leaf, a short array or object of leaves, or something deeply nested. */
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, leaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 3000 }).map(nested) },
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** The field names of an operation's input, from its zod schema (none for a non-object input). */
function fieldsOf(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Bodies for an operation, as sent: its fields with fuzzed values, anything JSON, prototype keys. */
function bodiesFor(fields: string[]) {
  const byFields = fields.length
    ? fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue])), { requiredKeys: [] })
    : fc.constant({});
  const prototypeKeys = '"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}';
  return fc.oneof(
    { weight: 5, arbitrary: byFields.map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: byFields.map((body) => {
        const rest = JSON.stringify(body).slice(1, -1);
        return `{${prototypeKeys}${rest ? `,${rest}` : ''}}`;
      }),
    },
  );
}

const leaks = /\n\s+at |node_modules|\bselect\b.+\bfrom\b|\binsert into\b|violates .* constraint|relation "/i;

describe('every operation under fuzzed input', () => {
  const names = Object.keys(operations) as (keyof typeof operations)[];

  it('covers every operation the server implements', () => {
    expect(names.sort()).toEqual(allOperations.map((def) => def.name).sort());
  });

  it.each(names)('%s answers without 5xx or leaks, for every actor', async (name) => {
    const fields = fieldsOf(operations[name].input as z.ZodType);
    const who = endsSession.has(name) ? ['visitor'] : Object.keys(actors);
    for (const actor of who) {
      await fc.assert(
        fc.asyncProperty(bodiesFor(fields), async (payload) => {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/${name}`,
            headers: {
              'x-requested-with': 'fetch',
              'content-type': 'application/json',
              ...(actors[actor] ? { cookie: actors[actor] } : {}),
            },
            payload,
          });
          expect(res.statusCode, `${actor}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expect(res.body, actor).not.toMatch(leaks);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    // nothing a body said reached the prototype every object shares
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
