import { describe, expect, it } from 'vitest';

// Every Korean string resource: the shell's (ko/*.json) and each feature's (i18n/, content/).
const resources = {
  ...import.meta.glob<string>('./ko/*.json', { eager: true, query: '?raw', import: 'default' }),
  ...import.meta.glob<string>('/src/features/**/ko.json', { eager: true, query: '?raw', import: 'default' }),
};

/**
 * One spelling for one thing (issue 41): the same button read "진행 상황 확인" on the personal
 * order list and "진행상황 확인" on the organisation's. Standard spacing writes these apart.
 */
const unspaced = ['진행상황', '진단정보'];

describe('Korean spelling', () => {
  it('reads every resource', () => {
    expect(Object.keys(resources).length).toBeGreaterThan(20);
  });

  it.each(unspaced)('writes no "%s" without its space', (word) => {
    const found = Object.entries(resources)
      .filter(([, text]) => text.includes(word))
      .map(([file]) => file);
    expect(found).toEqual([]);
  });
});
