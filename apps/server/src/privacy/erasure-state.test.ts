import { erasureStates } from '@putt/contract/privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { erasureRequests } from '../db/schema/privacy.js';
import { createTestDatabase } from '../testing/test-app.js';
import { erasureStateOf } from './erasure-state.js';
import { listErasureRequests } from './list-erasure-requests.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("an erasure request's state", () => {
  it('is the same in the list filtered by it as in the row, whichever of its dates are set', async () => {
    const at = new Date();
    // every combination of the three dates, the ones no step makes (done and declined) included
    const combinations = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => ({
      source: 'company' as const,
      examineeSks: [`sk-${bits}`],
      reason: `combination ${bits}`,
      confirmedAt: bits & 1 ? at : null,
      declinedAt: bits & 2 ? at : null,
      doneAt: bits & 4 ? at : null,
    }));
    await database.db.insert(erasureRequests).values(combinations);
    const rows = await database.db.select().from(erasureRequests);

    for (const state of erasureStates) {
      const listed = await listErasureRequests(database.db, { page: 1, q: '', state });
      const expected = rows.filter((row) => erasureStateOf(row) === state).map((row) => row.id);
      expect(listed.items.map((item) => item.id).sort(), state).toEqual(expected.sort());
      expect(listed.items.every((item) => item.state === state)).toBe(true);
    }
  });
});
