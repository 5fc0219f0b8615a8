import { screen } from '@testing-library/react';
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
});
