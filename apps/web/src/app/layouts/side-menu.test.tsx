import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/render-at';
import routes from '../i18n/ko/routes.json';
import { mypageMenus } from '../menus';
import { SideMenu } from './side-menu';

const at = (path: string) => {
  renderAt(path, '*', <SideMenu title="마이페이지" items={mypageMenus.org} />, { routes });
  return screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
};

describe('the side menu', () => {
  it('lights 진단 신청 목록 on the application page, not 진단 검사 관리 whose path it sits under (issue 40)', () => {
    expect(at('/Mypage/Order/Org/Request/putt_e').map((link) => link.textContent)).toEqual([
      routes.orgRequestList.title,
    ]);
  });

  it('lights a list on its own page', () => {
    expect(at('/Mypage/Order/Org').map((link) => link.textContent)).toEqual([routes.orgOrders.title]);
  });

  it('lights the order list on a class page under it', () => {
    expect(at('/Mypage/Order/Org/Project/Detail/x').map((link) => link.textContent)).toEqual([
      routes.orgOrders.title,
    ]);
  });

  it('folds behind one button naming the current page, which opens it, and folds again on a choice', async () => {
    renderAt('/Mypage/Order/Org', '*', <SideMenu title="마이페이지" items={mypageMenus.org} />, { routes });
    const toggle = screen.getByRole('button', { name: `메뉴: ${routes.orgOrders.title}` });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.contains(screen.getByRole('link', { name: routes.orgPurchaseList.title }))).toBe(true);
    const nav = screen.getByRole('navigation', { name: '마이페이지' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav.dataset.open).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.dataset.open).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: routes.orgPurchaseList.title }));
    expect(await screen.findByRole('button', { name: `메뉴: ${routes.orgPurchaseList.title}` })).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
