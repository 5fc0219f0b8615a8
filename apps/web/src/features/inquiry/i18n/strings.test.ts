import { orgInquiryTargets } from '@putt/contract/inquiries';
import { organisationTypes } from '@putt/contract/org-requests';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ko from './ko.json';
import { keyPaths } from '../../../testing/key-paths';

describe('inquiry strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(ko));
  });

  it('names every target product and organisation type', () => {
    expect(Object.keys(ko.org.targets).sort()).toEqual([...orgInquiryTargets].sort());
    expect(Object.keys(ko.regist.types).sort()).toEqual([...organisationTypes].sort());
  });

  it('uses the spec wording', () => {
    expect(ko.form.required).toBe('필수 입력 항목을 모두 채워주세요.');
    expect(ko.form.submitting).toBe('처리 중...');
    expect(ko.inquiry.success).toBe('문의가 성공적으로 등록되었습니다.');
    expect(ko.inquiry.failed).toBe('문의 등록 중 오류가 발생했습니다.');
    expect(ko.attachment.failed).toBe('파일 업로드 중 오류가 발생했습니다.');
    expect(ko.regist.idEnterFirst).toBe('기관 아이디를 먼저 입력해주세요.');
    expect(ko.regist.idTaken).toBe('이미 사용 중인 기관 아이디입니다.');
    expect(ko.regist.idAvailable).toBe('사용 가능한 기관 아이디입니다.');
    expect(ko.regist.idCheckFailed).toBe('아이디 확인 중 오류가 발생했습니다.');
    expect(ko.regist.idCheckNeeded).toBe('기관 아이디 중복 확인을 해주세요.');
    expect(ko.regist.invalid).toBe('입력값을 확인해주세요.');
    expect(ko.regist.failed).toBe('기관 등록 요청에 실패했습니다. ({{reason}})');
    expect(ko.regist.success).toBe('기관 등록 요청이 완료되었습니다. 검토 후 담당자가 연락드리겠습니다.');
  });
});
