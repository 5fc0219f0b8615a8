import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import ko from '../i18n/ko.json';
import { actionOf, stepOf, testLinkOf } from './status-labels';
import { keyPaths } from '../../../testing/key-paths';

describe('order list steps and actions (spec-1 §4)', () => {
  it('puts ready, ing and completed on the stepper and nothing else', () => {
    expect(['ready', 'ing', 'completed'].map(stepOf)).toEqual([0, 1, 2]);
    for (const status of ['pending', 'approved', 'approvedTempSave', 'rejected', 'canceled', 'x'])
      expect(stepOf(status), status).toBe(-1);
  });

  it('words the action by status, all of them leading to the detail page', () => {
    expect(['ready', 'ing', 'completed', 'pending'].map(actionOf)).toEqual([
      'checkInfo',
      'progress',
      'result',
      'detail',
    ]);
    expect(Object.values(ko.list.action)).toEqual([
      '진단 정보 확인',
      '진행 상황 확인',
      '결과 보기',
      '상세 보기',
    ]);
  });

  it('opens the test link only while the test runs and its address exists', () => {
    const uri = 'https://example.com/Survey/abc';
    expect(testLinkOf({ status: 'ing', responder_uri: uri })).toEqual({ kind: 'open', href: uri });
    expect(testLinkOf({ status: 'ing', responder_uri: null })).toEqual({ kind: 'waiting' });
    expect(testLinkOf({ status: 'ready', responder_uri: uri })).toEqual({ kind: 'waiting' });
    expect(testLinkOf({ status: 'completed', responder_uri: uri })).toEqual({ kind: 'ended' });
  });
});

describe('order pages strings', () => {
  it('has the same keys in Korean and English', () => {
    const mine = (strings: Record<string, unknown>) =>
      keyPaths(strings).filter((path) => /^(list|detail|stepper|cancel)\./.test(path));
    expect(mine(en)).toEqual(mine(ko));
  });

  it('uses the spec texts verbatim', () => {
    expect(ko.list.empty).toBe('등록된 검사 신청 없습니다.');
    expect(ko.list.loadFailed).toBe('데이터를 불러오는데 실패했습니다.');
    expect(ko.detail.notFound).toBe('해당 신청 정보를 찾을 수 없습니다.');
    expect(ko.detail.project.linkEnded).toBe('검사 종료');
    expect(ko.detail.project.linkWaiting).toBe('검사가 시작되면 링크가 표시됩니다.');
    expect(ko.detail.examinees.reportPending).toBe('보고서 준비 전');
  });
});
