import { enrolmentStatuses, examKinds, expertCourseKeys } from '@putt/contract/expert-courses';
import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../testing/key-paths';
import en from '../i18n/en.json';
import ko from '../i18n/ko.json';

/** The lists' and the detail's strings (the application form's are checked beside it). */
const mine = [
  'lists',
  'progress',
  'actions',
  'detail',
  'classDetail',
  'classList',
  'consent',
  'trainees',
  'v',
] as const;

describe('org-orders list and detail strings', () => {
  it('has the same keys in Korean and English', () => {
    for (const key of mine) expect(keyPaths(en[key], key)).toEqual(keyPaths(ko[key], key));
  });

  it('words every course, status and exam of an expert order’s trainees', () => {
    const keys = keyPaths(ko.trainees, 'trainees');
    for (const course of expertCourseKeys) expect(keys).toContain(`trainees.courses.${course}`);
    for (const status of enrolmentStatuses) expect(keys).toContain(`trainees.status.${status}`);
    for (const exam of examKinds) expect(keys).toContain(`trainees.exams.${exam}`);
  });

  it('uses the spec’s texts verbatim', () => {
    expect(ko.lists.loadFailed).toBe('견적 목록을 불러오는데 실패했습니다.');
    expect(ko.lists.orders.empty).toBe('등록된 진단신청이 없습니다.');
    expect(ko.lists.requests.empty).toBe('등록된 견적이 없습니다.');
    expect(ko.lists.purchases.empty).toBe('구매 이력이 없습니다.');
    expect(ko.lists.purchases.dialogTitle).toBe('구매 정보');
  });
});
