import { ApiError } from '@putt/contract/client';
import type { TOrgUser } from '@putt/contract/org-users';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOrgUsers } from '../test-render';
import OrgUserDetailPage from './org-user-detail-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const user = (type: TOrgUser['type']): TOrgUser => ({
  uid: 'teacher1',
  name: '김교사',
  email: 'kim@example.com',
  phoneNumber: '010-1234-5678',
  role: '담임',
  position: '교사',
  description: '',
  type,
});

const open = (SK: string) =>
  renderOrgUsers(
    `/Mypage/User/Org/Detail/${SK}`,
    <Route path="/Mypage/User/Org/Detail/:SK" element={<OrgUserDetailPage />} />,
  );

describe('an organisation user’s detail page', () => {
  afterEach(() => call.mockReset());

  it('shows the user asked for by login id, read-only', async () => {
    call.mockResolvedValue({ Item: user('user') });
    open('teacher1');
    expect(await screen.findByText('kim@example.com')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('getOrgMember', { SK: 'teacher1' }, expect.anything());
    for (const text of ['teacher1', '김교사', '010-1234-5678', '담임', '교사'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('기관 관리자 정보는 수정할 수 없습니다.')).toBeNull();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/Mypage/User/Org');
  });

  it('says the admin’s information cannot be edited', async () => {
    call.mockResolvedValue({ Item: user('admin') });
    open('teacher1');
    expect(await screen.findByText('기관 관리자 정보는 수정할 수 없습니다.')).toBeTruthy();
  });

  it('answers a user it cannot show (another organisation’s, missing) with one text', async () => {
    call.mockRejectedValue(new ApiError(404, 300, 'Data not found'));
    open('someone');
    expect(await screen.findByText('사용자 정보를 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(screen.getByRole('link', { name: '목록으로' })).toBeTruthy();
  });
});
