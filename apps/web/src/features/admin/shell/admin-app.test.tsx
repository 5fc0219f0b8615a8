import type { StaffRole } from '@putt/contract/admin/common';
import { ApiError } from '@putt/contract/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import admin from '../i18n/ko.json';
import AdminApp from './admin-app';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const dashboard = {
  ordersAwaitingDeposit: 3,
  orgRequestsPending: 1,
  inquiriesNew: 0,
  mailsFailed: 2,
  jobsFailed: 0,
};

function answer(session: { staffId: string; name: string; role: StaffRole } | null) {
  call.mockImplementation(async (name: string) => {
    if (name === 'adminGetSession') return { staff: session };
    if (name === 'adminLogin')
      return { staff: { staffId: 'boss', name: '김관리', role: 'admin' }, step: 'done', message: 'success' };
    if (name === 'adminGetDashboard') return dashboard;
    if (name === 'adminListCounselling') return { items: [], total: 0, page: 1 };
    if (name === 'adminListCounsellors') return { items: [] };
    throw new Error(`unexpected ${name}`);
  });
}

const renderAdmin = (path: string) => renderAt(path, '/Admin/*', <AdminApp />, { admin });

describe('the back office', () => {
  afterEach(() => call.mockReset());

  it('sends a signed-out visitor to the staff login, and back to the page after signing in', async () => {
    answer(null);
    renderAdmin('/Admin');
    const id = await screen.findByLabelText('직원 아이디');
    fireEvent.change(id, { target: { value: 'boss' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await screen.findByRole('heading', { level: 1, name: '대시보드' });
    expect(call).toHaveBeenCalledWith('adminLogin', { staffId: 'boss', password: 'pw' });
    expect(await screen.findByText('입금 확인을 기다리는 주문')).toBeTruthy();
    expect(screen.getByRole('link', { name: /입금 확인을 기다리는 주문/ }).getAttribute('href')).toBe(
      '/Admin/Orders?status=pending',
    );
  });

  it('asks for the second factor after the password, says a wrong code beside the field, and goes on with the right one', async () => {
    answer(null);
    const boss = { staffId: 'boss', name: '김관리', role: 'admin' };
    call.mockImplementation(async (name: string, input: { code?: string }) => {
      if (name === 'adminGetSession') return { staff: null };
      if (name === 'adminLogin') return { staff: boss, step: 'verify', message: 'success' };
      if (name === 'adminVerifySecondFactor') {
        if (input.code === '123456') return { staff: boss, message: 'success' };
        throw new ApiError(401, 170, 'The code is not right', { code: 'admin:v.factorCodeWrong' });
      }
      if (name === 'adminGetDashboard') return dashboard;
      throw new Error(`unexpected ${name}`);
    });
    renderAdmin('/Admin/Login');
    fireEvent.change(await screen.findByLabelText('직원 아이디'), { target: { value: 'boss' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    const title = await screen.findByRole('heading', { level: 1, name: '2단계 인증' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    // starting over gives the password form back, with the focus on its title
    fireEvent.click(screen.getByRole('button', { name: '처음부터 다시 로그인' }));
    const loginTitle = await screen.findByRole('heading', { level: 1, name: '관리자 로그인' });
    await waitFor(() => expect(document.activeElement).toBe(loginTitle));
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await screen.findByRole('heading', { level: 1, name: '2단계 인증' });
    const code = screen.getByLabelText('인증 코드');
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText(admin.v.factorCodeFormat)).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('adminVerifySecondFactor', expect.anything());
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText(admin.v.factorCodeWrong)).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('654321');
    expect(document.activeElement).toBe(code);
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByRole('heading', { level: 1, name: '대시보드' });
    expect(call).toHaveBeenCalledWith('adminVerifySecondFactor', { code: '123456' });
  });

  it('says when the id or password is wrong and keeps what was typed', async () => {
    answer(null);
    call.mockImplementation(async (name: string) => {
      if (name === 'adminGetSession') return { staff: null };
      throw new ApiError(401, 150, 'Staff id or password is not correct.');
    });
    renderAdmin('/Admin/Login');
    fireEvent.change(await screen.findByLabelText('직원 아이디'), { target: { value: 'boss' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect((await screen.findByRole('alert')).textContent).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
    expect((screen.getByLabelText('직원 아이디') as HTMLInputElement).value).toBe('boss');
  });

  it('asks for both fields before calling the server', async () => {
    answer(null);
    renderAdmin('/Admin/Login');
    fireEvent.click(await screen.findByRole('button', { name: '로그인' }));
    expect(await screen.findByText('직원 아이디를 입력해 주세요.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('adminLogin', expect.anything());
  });

  it('shows an operator neither the administrators’ menu nor their pages', async () => {
    answer({ staffId: 'op', name: '이운영', role: 'operator' });
    renderAdmin('/Admin/Audit');
    expect(await screen.findByText('관리자 권한이 있는 직원만 볼 수 있는 화면입니다.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '감사 로그' })).toBeNull();
    expect(screen.getByRole('link', { name: '주문' })).toBeTruthy();
  });

  it('shows a counsellor only the counselling pages, and takes them there from the dashboard', async () => {
    answer({ staffId: 'coach.kim', name: '김상담', role: 'counsellor' });
    renderAdmin('/Admin');
    // the dashboard's redirect loads the counselling page's chunk: more than findBy's 1 s on a busy CI
    expect(
      await screen.findByRole('heading', { level: 1, name: '상담 일정' }, { timeout: 5000 }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '관리 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['상담 일정', '내 보안']);
    expect(call).not.toHaveBeenCalledWith('adminGetDashboard', expect.anything(), expect.anything());
  });

  it('tells a counsellor who opens an operator’s page that it is not theirs', async () => {
    answer({ staffId: 'coach.kim', name: '김상담', role: 'counsellor' });
    renderAdmin('/Admin/Orders');
    expect(await screen.findByText('이 화면을 볼 권한이 없습니다.')).toBeTruthy();
  });

  it('stops the page’s reads before signing out, so none reaches the server after the session ends', async () => {
    const order: string[] = [];
    let dashboardSignal: AbortSignal | undefined;
    call.mockImplementation(async (name: string, _input: unknown, options?: { signal?: AbortSignal }) => {
      order.push(name);
      if (name === 'adminGetSession') return { staff: { staffId: 'boss', name: '김관리', role: 'admin' } };
      if (name === 'adminGetDashboard') {
        dashboardSignal = options?.signal;
        return new Promise(() => undefined);
      }
      if (name === 'adminLogout') {
        order.push(`dashboard aborted: ${dashboardSignal?.aborted}`);
        return { message: 'success' };
      }
      throw new Error(`unexpected ${name}`);
    });
    renderAdmin('/Admin');
    await waitFor(() => expect(order).toContain('adminGetDashboard'));
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await screen.findByLabelText('직원 아이디');
    // (the login page then asks who is signed in, which anyone may)
    expect(order.slice(order.indexOf('adminLogout'), order.indexOf('adminLogout') + 2)).toEqual([
      'adminLogout',
      'dashboard aborted: true',
    ]);
  });

  it('signs the staff member out when a call says the session ended', async () => {
    answer({ staffId: 'boss', name: '김관리', role: 'admin' });
    call.mockImplementation(async (name: string) => {
      if (name === 'adminGetSession') return { staff: { staffId: 'boss', name: '김관리', role: 'admin' } };
      throw new ApiError(401, 100, 'Login required');
    });
    renderAdmin('/Admin');
    await waitFor(() => expect(screen.getByLabelText('직원 아이디')).toBeTruthy(), { timeout: 4000 });
  });
});
