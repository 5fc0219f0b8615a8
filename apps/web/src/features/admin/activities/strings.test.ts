import { activityRunStatuses } from '@putt/contract/activity-runs';
import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../testing/key-paths';
import en from './i18n/en.json';
import ko from './i18n/ko.json';
import adminEn from '../i18n/en.json';
import adminKo from '../i18n/ko.json';

/** The field messages the contract and the server answer in `admin_activities:v.*`. */
const refusals = [
  'placeRequired',
  'tooLong',
  'instructorRequired',
  'teamSizeRange',
  'dateInvalid',
  'timeInvalid',
  'hoursRange',
  'meetingsRequired',
  'meetingsTooMany',
  'meetingsOrder',
  'meetingPast',
  'notInstructor',
  'teamSizeNotAllowed',
  'notPlanned',
  'notOver',
];

describe('Activity run back-office strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(ko).sort());
  });

  it('words every field message and status in both languages, and names the page in the menu', () => {
    for (const strings of [ko, en]) {
      const keys = keyPaths(strings);
      for (const key of refusals) expect(keys).toContain(`v.${key}`);
      for (const status of activityRunStatuses) expect(keys).toContain(`status.${status}`);
    }
    expect(adminKo.nav.adminActivities).toBe('Activity 운영');
    expect(adminEn.nav.adminActivities).toBe('Activity runs');
  });

  it('leaves no Korean message empty', () => {
    for (const key of keyPaths(ko))
      expect(
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ko),
      ).not.toBe('');
  });
});
