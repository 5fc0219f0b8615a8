import { cohortStatuses, enrolmentStatuses, expertCourseKeys } from '@putt/contract/expert-courses';
import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../testing/key-paths';
import en from './i18n/en.json';
import ko from './i18n/ko.json';

/** The field messages the contract and the server answer in `admin_courses:v.*`. */
const refusals = [
  'hoursMismatch',
  'meetingsOrder',
  'meetingPast',
  'meetingAttended',
  'seatsBelowHeld',
  'courseLocked',
  'nameRequired',
  'placeRequired',
  'seatsRange',
  'dateInvalid',
  'timeInvalid',
  'hoursRange',
  'meetingsRequired',
  'meetingsTooMany',
  'tooLong',
  'courseRequired',
  'scoreRange',
  'prerequisitesUnchecked',
  'notConfirmed',
  'noSuchExam',
  'notOver',
  'undecided',
  'examsMissing',
  'meetingNotYet',
  'alreadyRevoked',
  'orderRequired',
  'traineeName',
  'traineeEmail',
  'orderNotEligible',
  'orderSeatsUsed',
  'traineeTwice',
  'cohortFull',
];

describe('expert-course back-office strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(ko).sort());
  });

  it('words every field message, course and status in both languages', () => {
    for (const strings of [ko, en]) {
      const keys = keyPaths(strings);
      for (const key of refusals) expect(keys).toContain(`v.${key}`);
      for (const course of expertCourseKeys) {
        expect(keys).toContain(`courses.${course}`);
        expect(keys).toContain(`coursesShort.${course}`);
      }
      for (const status of cohortStatuses) expect(keys).toContain(`status.${status}`);
      for (const status of enrolmentStatuses) expect(keys).toContain(`enrolmentStatus.${status}`);
    }
  });

  it('leaves no Korean message empty', () => {
    for (const key of keyPaths(ko))
      expect(
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ko),
      ).not.toBe('');
  });
});
