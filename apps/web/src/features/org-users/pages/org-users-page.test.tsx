import type { TOrgUser } from '@putt/contract/org-users';
import { ApiError } from '@putt/contract/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOrgUsers } from '../test-render';
import OrgUsersPage from './org-users-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));

const organisation = { orgId: 'school1', name: '한빛중학교', president: '김교장', type: 'middle' } as const;
const person = (uid: string, type: TOrgUser['type'] = 'user'): TOrgUser => ({
  uid,
  name: `이름 ${uid}`,
  email: `${uid}@example.com`,
  phoneNumber: '010-1234-5678',
  role: '담임',
  position: '교사',
  description: '3학년 1반 담임',
  type,
});
const sessionOf = (uid: string, type: 'admin' | 'user', orgId: string | null = 'school1') => ({
  uid,
  type,
  ...(orgId ? { orgId, orgName: '한빛중학교' } : {}),
  email: '',
  name: '',
  mustChangePassword: false,
});

type Answers = Record<string, (input: unknown) => unknown>;
function answer(session: ReturnType<typeof sessionOf>, overrides: Answers = {}) {
  const answers: Answers = {
    getSession: () => ({ Item: session }),
    getOrgMembers: () => ({
      organisation,
      Items: [person('admin1', 'admin'), person('teacher1'), person('teacher2')],
      page: 1,
      hasNext: false,
    }),
    ...overrides,
  };
  call.mockImplementation(async (name: string, input: unknown) => answers[name]!(input));
}

const open = (path = '/Mypage/User/Org') =>
  renderOrgUsers(
    path,
    <>
      <Route path="/Mypage/User/Org" element={<OrgUsersPage />} />
      <Route path="/Mypage/User/Org/Register" element={<p>register page</p>} />
      <Route path="/Login" element={<p>login page</p>} />
    </>,
  );
const rowOf = (uid: string) => screen.getByRole('rowheader', { name: new RegExp(`^${uid}`) }).closest('tr')!;

describe('organisation user management', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('shows the organisation block and numbers the users from the page', async () => {
    answer(sessionOf('teacher1', 'user'), {
      getOrgMembers: () => ({ organisation, Items: [person('teacher9')], page: 2, hasNext: false }),
    });
    open('/Mypage/User/Org?page=2');
    const row = within(await waitFor(() => rowOf('teacher9')));
    expect(call).toHaveBeenCalledWith('getOrgMembers', { page: 2 }, expect.anything());
    expect(row.getByText('11')).toBeTruthy();
    for (const text of ['이름 teacher9', 'teacher9@example.com', '010-1234-5678', '담임', '교사', '사용자'])
      expect(row.getByText(text)).toBeTruthy();

    const block = screen.getByRole('region', { name: '기관 정보' });
    for (const text of ['기관 아이디', 'school1', '한빛중학교', '대표자', '김교장', '중학교'])
      expect(within(block).getByText(text)).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(pager).getByText('2 페이지')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(true);
  });

  it('hides adding and deleting from an organisation user', async () => {
    answer(sessionOf('teacher1', 'user'));
    open();
    await waitFor(() => rowOf('teacher2'));
    expect(screen.queryByRole('link', { name: '사용자 추가' })).toBeNull();
    expect(screen.queryByRole('button', { name: /삭제/ })).toBeNull();
    expect(screen.getByRole('button', { name: '비밀번호 변경' })).toBeTruthy();
    expect(within(rowOf('teacher1')).getByText('(나)')).toBeTruthy();
  });

  it('gives the admin the add button and deletion of users, never of an admin or themself', async () => {
    answer(sessionOf('admin1', 'admin'));
    open();
    await waitFor(() => rowOf('teacher1'));
    expect(screen.getByRole('link', { name: '사용자 추가' }).getAttribute('href')).toBe(
      '/Mypage/User/Org/Register',
    );
    expect(within(rowOf('admin1')).queryByRole('button', { name: /삭제/ })).toBeNull();
    expect(within(rowOf('teacher1')).getByRole('button', { name: /삭제/ })).toBeTruthy();
    expect(within(rowOf('teacher2')).getByRole('button', { name: /삭제/ })).toBeTruthy();
  });

  it('deletes a user after the admin confirms', async () => {
    answer(sessionOf('admin1', 'admin'), { deleteOrgUserMember: () => ({ message: 'success' }) });
    open();
    await waitFor(() => rowOf('teacher1'));
    fireEvent.click(within(rowOf('teacher1')).getByRole('button', { name: /삭제/ }));
    const dialog = await screen.findByRole('dialog', { name: '사용자 삭제' });
    expect(within(dialog).getByText('이름 teacher1(teacher1) 사용자를 삭제하시겠습니까?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('deleteOrgUserMember', { orgId: 'school1', uid: 'teacher1' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('사용자가 삭제되었습니다.'));
    // the list is asked again
    await waitFor(() => expect(call.mock.calls.filter(([name]) => name === 'getOrgMembers')).toHaveLength(2));
  });

  it('says why the server refused a deletion', async () => {
    answer(sessionOf('admin1', 'admin'), {
      deleteOrgUserMember: () => {
        throw new ApiError(403, 403, 'no', { uid: 'org-users:v.cannotDeleteAdmin' });
      },
    });
    open();
    await waitFor(() => rowOf('teacher1'));
    fireEvent.click(within(rowOf('teacher1')).getByRole('button', { name: /삭제/ }));
    const dialog = await screen.findByRole('dialog', { name: '사용자 삭제' });
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('기관 관리자는 삭제할 수 없습니다.'));
  });

  it('shows the empty text', async () => {
    answer(sessionOf('admin1', 'admin'), {
      getOrgMembers: () => ({ organisation, Items: [], page: 1, hasNext: false }),
    });
    open();
    expect(await screen.findByText('등록된 사용자가 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });

  it('shows the loading line, then the failure with a retry', async () => {
    let fail = true;
    answer(sessionOf('teacher1', 'user'), {
      getOrgMembers: () => {
        if (fail) throw new ApiError(500, 500, 'boom');
        return { organisation, Items: [person('teacher1')], page: 1, hasNext: false };
      },
    });
    open();
    expect(screen.getByText('사용자 목록을 불러오는 중입니다.')).toBeTruthy();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('사용자 목록을 불러오는데 실패했습니다.');
    expect(screen.getByText('기관 정보를 표시할 수 없습니다.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => rowOf('teacher1'));
  });

  it('says the organisation cannot be displayed when the session has no organisation', async () => {
    answer(sessionOf('teacher1', 'user', null));
    open();
    await waitFor(() => rowOf('teacher1'));
    expect(screen.getByText('기관 정보를 표시할 수 없습니다.')).toBeTruthy();
    expect(screen.queryByText('한빛중학교')).toBeNull();
  });

  it('opens a user’s details in a dialog, with the admin’s locked', async () => {
    answer(sessionOf('teacher1', 'user'));
    open();
    await waitFor(() => rowOf('teacher2'));
    fireEvent.click(within(rowOf('teacher2')).getByRole('button', { name: /상세/ }));
    let dialog = await screen.findByRole('dialog', { name: '사용자 상세 정보' });
    for (const text of [
      'teacher2',
      '이름 teacher2',
      'teacher2@example.com',
      '담임',
      '교사',
      '3학년 1반 담임',
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).queryByText('기관 관리자 정보는 수정할 수 없습니다.')).toBeNull();
    expect(within(dialog).getByRole('link', { name: '상세 페이지로 보기' }).getAttribute('href')).toBe(
      '/Mypage/User/Org/Detail/teacher2',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(rowOf('admin1')).getByRole('button', { name: /상세/ }));
    dialog = await screen.findByRole('dialog', { name: '사용자 상세 정보' });
    expect(within(dialog).getByText('기관 관리자 정보는 수정할 수 없습니다.')).toBeTruthy();
  });

  it('changes the signed-in user’s own password, checking the form first', async () => {
    answer(sessionOf('teacher1', 'user'), { changeMemberPassword: () => ({ message: 'success' }) });
    open();
    await waitFor(() => rowOf('teacher1'));
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '비밀번호 변경' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}$`)), { target: { value } });
    type('현재 비밀번호', 'abcd123!');
    type('새 비밀번호', 'mine456!');
    type('새 비밀번호 확인', 'other456!');
    fireEvent.click(within(dialog).getByRole('button', { name: '변경하기' }));
    expect(
      await within(dialog).findByText('새 비밀번호와 새 비밀번호 확인이 일치하지 않습니다.'),
    ).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('changeMemberPassword', expect.anything());

    type('새 비밀번호 확인', 'mine456!');
    fireEvent.click(within(dialog).getByRole('button', { name: '변경하기' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('changeMemberPassword', {
        old_password: 'abcd123!',
        new_password: 'mine456!',
        new_password_confirm: 'mine456!',
      }),
    );
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(
      '비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인해주세요.',
      5000,
    );
  });
});
