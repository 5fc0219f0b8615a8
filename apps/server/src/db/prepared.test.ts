import { expect, test } from 'vitest';
import type { DbOrTx } from './client.js';
import { preparedPer } from './prepared.js';

test('a query is built once per database handle, and again for another handle', () => {
  const built: DbOrTx[] = [];
  const query = preparedPer((db) => {
    built.push(db);
    return { db };
  });
  const one = {} as DbOrTx;
  const other = {} as DbOrTx;

  expect(query(one)).toBe(query(one));
  expect(query(other).db).toBe(other);
  expect(built).toEqual([one, other]);
});
