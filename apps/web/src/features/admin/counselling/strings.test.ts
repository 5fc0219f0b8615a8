import { counsellingStatuses } from '@putt/contract/counselling';
import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../testing/key-paths';
import en from './i18n/en.json';
import ko from './i18n/ko.json';

/** The field messages the contract and the server answer in `admin_counselling:v.*`. */
const refusals = [
  'dateInvalid',
  'timeInvalid',
  'counsellorRequired',
  'typeRequired',
  'placeRequired',
  'meetingUrlInvalid',
  'tooLong',
  'counsellorBusy',
  'outsideHours',
  'notCounsellor',
  'pastTime',
  'noteRequired',
  'summaryRequired',
];

describe('counselling back-office strings', () => {
  it('words every field message and status in both languages', () => {
    for (const strings of [ko, en]) {
      for (const key of refusals) expect(keyPaths(strings)).toContain(`v.${key}`);
      for (const status of counsellingStatuses) expect(keyPaths(strings)).toContain(`status.${status}`);
    }
  });

  it('uses the agreed Korean texts', () => {
    expect(ko.v.counsellorBusy).toBe('이 상담사는 그 시간에 다른 상담이 있습니다.');
    expect(ko.v.outsideHours).toBe('상담은 월–토요일 09:00–21:00 사이에만 잡을 수 있습니다.');
    expect(ko.v.notCounsellor).toBe('상담을 맡을 수 없는 직원입니다(이수한 전문가 과정 없음).');
    expect(ko.v.placeRequired).toBe('대면 상담 장소를 입력해주세요.');
    expect(ko.v.meetingUrlInvalid).toBe('화상 회의 링크를 https:// 주소로 입력해주세요.');
    expect(ko.v.pastTime).toBe('지난 시간으로는 예약할 수 없습니다.');
  });
});
