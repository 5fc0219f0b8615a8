import { ApiError } from '@putt/contract/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { toast } from '../../../ui/toast';
import ko from '../i18n/ko.json';
import { renderPage } from '../render-for-test';
import RequestOrgRegistPage from './request-org-regist-page';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
const call = vi.mocked(api.call);

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const checkButton = () => screen.getByRole('button', { name: ko.regist.check });
const submit = () => fireEvent.click(screen.getByRole('button', { name: ko.regist.submit }));
const answer = (taken: boolean) => call.mockResolvedValueOnce({ data: taken } as never);

function fillAll() {
  type(ko.regist.name, '한빛초등학교');
  type(ko.regist.president, '김교장');
  fireEvent.change(screen.getByLabelText(ko.regist.type, { exact: false }), {
    target: { value: 'elementary' },
  });
  type(ko.regist.dept, '교무부');
  type(ko.regist.deptPersonName, '이담당');
  type(ko.regist.deptPersonPhoneNumber, '010-1234-5678');
  type(ko.regist.phoneNumber, '042-123-4567');
  type(ko.regist.email, 'office@example.com');
}

beforeEach(() => vi.clearAllMocks());

describe('RequestOrgRegistPage', () => {
  it('asks for the id before checking it', async () => {
    renderPage(<RequestOrgRegistPage />, { path: '/RequestOrgRegist', at: '/RequestOrgRegist' });
    fireEvent.click(checkButton());
    expect(await screen.findByText(ko.regist.idEnterFirst)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('says taken or available, and forgets the answer when the id is edited', async () => {
    renderPage(<RequestOrgRegistPage />, { path: '/RequestOrgRegist', at: '/RequestOrgRegist' });
    type(ko.regist.uid, 'demoschool');
    answer(true);
    fireEvent.click(checkButton());
    expect(await screen.findByText(ko.regist.idTaken)).toBeTruthy();
    expect(call).toHaveBeenCalledWith('checkOrgId', { id: 'demoschool' });
    type(ko.regist.uid, 'newschool1');
    expect(screen.queryByText(ko.regist.idTaken)).toBeNull();
    answer(false);
    fireEvent.click(checkButton());
    expect(await screen.findByText(ko.regist.idAvailable)).toBeTruthy();
    call.mockRejectedValueOnce(new ApiError(0, 500, 'Network error'));
    fireEvent.click(checkButton());
    expect(await screen.findByText(ko.regist.idCheckFailed)).toBeTruthy();
  });

  it('sends nothing until the id check passes', async () => {
    renderPage(<RequestOrgRegistPage />, { path: '/RequestOrgRegist', at: '/RequestOrgRegist' });
    type(ko.regist.uid, 'newschool1');
    fillAll();
    submit();
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(ko.regist.idCheckNeeded, 1500));
    expect(call).not.toHaveBeenCalled();
  });

  it('checks the e-mail when the field is left, and the phone pattern on submit', async () => {
    renderPage(<RequestOrgRegistPage />, { path: '/RequestOrgRegist', at: '/RequestOrgRegist' });
    type(ko.regist.email, 'not-an-address');
    fireEvent.blur(field(ko.regist.email));
    expect(await screen.findByText('올바른 이메일 형식이 아닙니다.')).toBeTruthy();
    type(ko.regist.phoneNumber, '0212345678');
    submit();
    expect(await screen.findByText('전화번호 형식을 확인해주세요.')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(ko.regist.invalid, 1500);
  });

  it('marks the id taken when the server says another request took it meanwhile', async () => {
    renderPage(<RequestOrgRegistPage />, { path: '/RequestOrgRegist', at: '/RequestOrgRegist' });
    type(ko.regist.uid, 'newschool1');
    fillAll();
    answer(false);
    fireEvent.click(checkButton());
    await screen.findByText(ko.regist.idAvailable);
    call.mockRejectedValueOnce(new ApiError(409, 110, 'taken'));
    submit();
    expect(await screen.findByText(ko.regist.idTaken)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(
      '기관 등록 요청에 실패했습니다. (이미 사용 중인 아이디입니다.)',
      3000,
    );
  });

  it('sends the request, confirms it and goes home', async () => {
    renderPage(<RequestOrgRegistPage />, { path: '/RequestOrgRegist', at: '/RequestOrgRegist' });
    type(ko.regist.uid, 'newschool1');
    fillAll();
    answer(false);
    fireEvent.click(checkButton());
    await screen.findByText(ko.regist.idAvailable);
    call.mockResolvedValueOnce({ message: 'success' } as never);
    submit();
    expect(await screen.findByText(ko.regist.success)).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith(
      'createOrganizationRequest',
      expect.objectContaining({ uid: 'newschool1', type: 'elementary', phoneNumber: '042-123-4567' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('home')).toBeTruthy();
  });
});
