import { counsellingStatuses } from '@putt/contract/counselling';
import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../testing/key-paths';
import en from './en.json';
import ko from './ko.json';

describe('counselling strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(ko));
  });

  it('words every status the contract knows', () => {
    for (const status of counsellingStatuses) {
      expect(keyPaths(ko)).toContain(`status.${status}`);
      expect(keyPaths(ko)).toContain(`historyItem.${status}`);
    }
  });

  it('uses the agreed texts', () => {
    expect(ko.status).toEqual({
      waiting: '상담 일정 조율 중',
      booked: '예약 확정',
      done: '상담 완료',
      noShow: '불참',
    });
    expect(en.status).toEqual({
      waiting: 'Being scheduled',
      booked: 'Booked',
      done: 'Done',
      noShow: 'Missed',
    });
    expect(ko.empty).toBe('예정된 상담이 없습니다. 결과 보고서가 나오면 상담 일정이 여기에 표시됩니다.');
  });
});
