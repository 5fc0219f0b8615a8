import { activityRunStatuses } from '@putt/contract/activity-runs';
import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../testing/key-paths';
import { weekdays } from '../components/activity-run-card';
import en from './en.json';
import ko from './ko.json';

describe('activities strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(ko));
  });

  it('words every status the contract knows, and every day of the week', () => {
    for (const status of activityRunStatuses) {
      expect(ko.status[status]).toBeTruthy();
      expect(en.status[status]).toBeTruthy();
    }
    for (const day of weekdays) expect(keyPaths(ko)).toContain(`weekdays.${day}`);
  });

  it('uses the agreed texts', () => {
    expect(ko.status).toEqual({
      planning: '계획 중',
      confirmed: '확정',
      delivered: '운영 완료',
      canceled: '취소',
    });
    expect(en.status).toEqual({
      planning: 'Planning',
      confirmed: 'Confirmed',
      delivered: 'Delivered',
      canceled: 'Cancelled',
    });
    expect(ko.empty).toBe('신청하신 Activity 프로그램이 없습니다.');
    expect(ko.planningNote).toMatch(/^일정을 준비하고 있습니다/);
  });
});
