import { ApiError } from '@putt/contract/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOrgUsers } from '../test-render';
import OrgUserRegisterPage from './org-user-register-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));

const open = () =>
  renderOrgUsers(
    '/Mypage/User/Org/Register',
    <>
      <Route path="/Mypage/User/Org/Register" element={<OrgUserRegisterPage />} />
      <Route path="/Mypage/User/Org" element={<p>user list</p>} />
    </>,
  );

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '사용자 등록' }));

function fillRequired() {
  type('아이디', 'teacher7');
  type('이름', '박교사');
  type('초기 비밀번호', 'start123!');
  type('초기 비밀번호 확인', 'start123!');
}

describe('adding an organisation user', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('asks for id, name and the initial password twice before calling the server', async () => {
    open();
    submit();
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('필수 입력 항목입니다.')).toBeTruthy();
    expect(screen.getByText('패스워드를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('패스워드 확인을 입력해주세요.')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('입력값을 확인해주세요.');
    expect(call).not.toHaveBeenCalled();
  });

  it('checks the id and password rules, the confirmation and the optional fields’ formats', async () => {
    open();
    type('아이디', 'x!');
    type('이름', '박교사');
    type('초기 비밀번호', 'short');
    type('초기 비밀번호 확인', 'other');
    type('이메일', 'not-mail');
    type('전화번호', '0101');
    submit();
    expect(await screen.findByText('아이디는 4~12자의 영문 또는 숫자만 사용 가능합니다.')).toBeTruthy();
    expect(screen.getByText('패스워드는 8~16자의 영문, 숫자, 특수문자를 모두 포함해야 합니다.')).toBeTruthy();
    expect(screen.getByText('올바른 이메일 형식이 아닙니다.')).toBeTruthy();
    expect(screen.getByText('전화번호 형식을 확인해주세요. (예: 02-123-4567, 010-1234-5678)')).toBeTruthy();
    type('초기 비밀번호', 'start123!');
    submit();
    expect(await screen.findByText('패스워드가 일치하지 않습니다.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    expect(field('아이디').getAttribute('maxlength')).toBe('12');
    expect(field('설명').getAttribute('maxlength')).toBe('500');
  });

  it('shows an id the organisation already uses beside the id only, where focus goes', async () => {
    call.mockRejectedValue(new ApiError(409, 110, 'User already exists.', { uid: 'org-users:v.uidTaken' }));
    open();
    fillRequired();
    submit();
    expect(await screen.findByText('이미 사용 중이거나 사용할 수 없는 아이디입니다.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('아이디')));
    // the toast says what the form's own check says, never the field's message again
    expect(toast.error.mock.calls).toEqual([['입력값을 확인해주세요.']]);
    expect(screen.queryByText('user list')).toBeNull();
  });

  it('toasts a refusal no field can show', async () => {
    call.mockRejectedValue(new ApiError(403, 403, 'Permission denied'));
    open();
    fillRequired();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error.mock.calls[0]![0]).not.toBe('입력값을 확인해주세요.');
  });

  it('adds the user, says so and goes back to the list', async () => {
    call.mockResolvedValue({ message: 'success', Item: { uid: 'teacher7' } });
    open();
    fillRequired();
    type('이메일', 'park@example.com');
    type('전화번호', '010-1234-5678');
    type('역할', '담임');
    submit();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('addOrgUserMember', {
        uid: 'teacher7',
        name: '박교사',
        password: 'start123!',
        confirmPassword: 'start123!',
        email: 'park@example.com',
        phoneNumber: '010-1234-5678',
        role: '담임',
        position: '',
        description: '',
      }),
    );
    expect(await screen.findByText('user list')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('사용자가 등록되었습니다.');
  });
});
