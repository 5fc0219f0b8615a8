import {
  certificateKinds,
  coursePrerequisites,
  enrolmentStatuses,
  examKinds,
  expertCourseKeys,
} from '@putt/contract/expert-courses';
import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../testing/key-paths';
import en from './en.json';
import ko from './ko.json';

describe('expert strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(ko));
  });

  it('words every course, certificate, exam and status the contract knows', () => {
    const keys = keyPaths(ko);
    for (const course of expertCourseKeys) {
      expect(keys).toContain(`courses.${course}`);
      if (coursePrerequisites[course]) expect(keys).toContain(`prerequisites.${course}`);
    }
    for (const kind of certificateKinds) expect(keys).toContain(`certificates.${kind}`);
    for (const exam of examKinds) expect(keys).toContain(`exams.${exam}`);
    for (const status of enrolmentStatuses) expect(keys).toContain(`status.${status}`);
  });

  it('words every field message the contract and the server give (expert:v.*)', () => {
    const messages = [
      'phoneRequired',
      'careerYears',
      'depositName',
      'depositDate',
      'numberRequired',
      'numberUnknown',
      'nameRequired',
      'cohortClosed',
      'cohortFull',
      'alreadyEnrolled',
      'alreadyCompleted',
      'experienceAdvanced',
      'experienceTop',
      'priorRequired',
      'evidenceRequired',
      'notCancellable',
    ];
    expect(Object.keys(ko.v).sort()).toEqual([...messages].sort());
  });

  it('uses the agreed texts', () => {
    expect(ko.status).toEqual({
      applied: '신청 완료·입금/서류 확인 중',
      confirmed: '수강 확정',
      refused: '신청 거절',
      canceled: '신청 취소됨',
      completed: '수료',
      notCompleted: '미수료',
    });
    expect(ko.courses.beginner).toBe('다재능 코칭 전문가 입문 과정');
    expect(ko.certificates.level2).toBe('다재능 코칭 전문가 2급');
    expect(ko.my.openEmpty).toBe('현재 모집 중인 과정이 없습니다.');
    expect(ko.enrol.success).toBe('신청이 접수되었습니다. 입금과 서류 확인 후 수강이 확정됩니다.');
    expect(ko.v.experienceAdvanced).toBe('심화 과정은 2년 이상의 경력이 필요합니다.');
    expect(ko.verify.valid).toBe('유효한 자격증입니다.');
    expect(ko.verify.revoked).toBe('취소된 자격증입니다.');
    expect(ko.verify.notFound).toBe('일치하는 자격증이 없습니다. 번호와 이름을 확인해 주세요.');
  });
});
