import { describe, expect, it } from 'vitest';
import en from './en.json';
import ko from './ko.json';
import { keyPaths } from '../../../testing/key-paths';

describe('boards strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(ko));
  });

  it('uses the spec-2 §8 texts verbatim', () => {
    expect(ko.list.loading).toBe('게시글 조회 중입니다.');
    expect(ko.list.empty).toBe('게시글이 없습니다.');
    expect(ko.list.loadFailed.QNA).toBe('FAQ 불러오는데 실패했습니다. 잠시 후 다시 시도해주세요.');
    expect(ko.post.invalid).toBe('잘못된 접근입니다.');
    expect(ko.download.noFile).toBe('다운로드할 파일 정보가 없습니다.');
    expect(ko.download.failed).toBe('다운로드 실패');
    expect(ko.download.started).toBe('파일 다운로드가 시작되었습니다.');
  });

  it('words the notice and press failures like the FAQ one', () => {
    const tail = ' 불러오는데 실패했습니다. 잠시 후 다시 시도해주세요.';
    expect(ko.list.loadFailed.NOTICE).toBe(`공지사항${tail}`);
    expect(ko.list.loadFailed.PRESS).toBe(`보도자료${tail}`);
  });
});
