import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps a back-office path with its query', () => {
    expect(safeNext('/Admin/Orders?status=pending')).toBe('/Admin/Orders?status=pending');
    expect(safeNext('/Admin')).toBe('/Admin');
  });
  it('refuses anything else', () => {
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/Mypage', '/Administrator'])
      expect(safeNext(bad)).toBe('/Admin');
  });
});
