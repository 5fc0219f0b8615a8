import { describe, expect, it } from 'vitest';
import { nextAnnouncement, type Announced } from './sync-announcement';
import type { SyncState } from '../answers/answer-sync';

/** What is announced along a run of states, from silence. */
function announced(statuses: SyncState['status'][]): Announced[] {
  let last: Announced = null;
  const said: Announced[] = [];
  for (const status of statuses) {
    const next = nextAnnouncement(last, status);
    if (next !== undefined) said.push((last = next));
  }
  return said;
}

describe('nextAnnouncement', () => {
  it('says nothing while every answer is saved as it comes', () => {
    expect(announced(['saving', 'saved', 'saving', 'saved', 'saving', 'saved'])).toEqual([]);
  });

  it('says once that the connection is lost, however often the retries fail, and once that it is back', () => {
    expect(
      announced(['saving', 'offline', 'saving', 'offline', 'offline', 'saving', 'saved', 'saving', 'saved']),
    ).toEqual(['offline', 'saved']);
  });

  it('tells a refusal (its alert speaks) and the return after an extension', () => {
    expect(announced(['saving', 'refused', 'saving', 'saved'])).toEqual(['refused', 'saved']);
  });
});
