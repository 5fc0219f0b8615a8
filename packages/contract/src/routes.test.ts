import { describe, expect, it } from 'vitest';
import { matchRoute, pathOf, routes } from './routes.js';

describe('route table', () => {
  it('has unique keys and paths', () => {
    expect(new Set(routes.map((r) => r.key)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('matches paths case-sensitively, as the spec spells them', () => {
    expect(matchRoute('/Product/Activity/Growthp_h')?.key).toBe('activityGrowthpH');
    expect(matchRoute('/product/activity/growthp_h')).toBeUndefined();
    expect(matchRoute('/Notice/Content/abc')?.key).toBe('noticeContent');
    expect(matchRoute('/Notice/Content/')).toBeUndefined();
    expect(matchRoute('/Mypage/Order/Org/Project/Detail/x')?.key).toBe('orgProjectDetail');
    expect(matchRoute('/Mypage/Order/Org/Project/x')?.key).toBe('orgProject');
    expect(matchRoute('/nowhere')).toBeUndefined();
  });

  it('fills and encodes parameters', () => {
    expect(pathOf('survey', { SK: 'a b/c' })).toBe('/Survey/a%20b%2Fc');
    expect(() => pathOf('survey')).toThrow();
  });

  it('keeps examinee pages outside the main layout', () => {
    expect(routes.filter((r) => r.layout === 'bare').map((r) => r.key)).toEqual(['reportDownload', 'survey']);
  });
});
